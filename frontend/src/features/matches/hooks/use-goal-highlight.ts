import { useEffect, useState } from 'react';
import { GOAL_HIGHLIGHT_MS } from '@/features/matches/utils/live-updates';

/** True for a short while after `score` changes (never for the score first shown). */
export function useGoalHighlight(score: string): boolean {
  const [shownScore, setShownScore] = useState(score);
  const [highlighted, setHighlighted] = useState(false);

  // Adjusting state while rendering (React's pattern for "state derived from a changed prop").
  if (score !== shownScore) {
    setShownScore(score);
    setHighlighted(true);
  }

  useEffect(() => {
    if (!highlighted) return;
    // Restarted by each new score, so a quick second goal gets its full highlight too.
    const timer = setTimeout(() => setHighlighted(false), GOAL_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted, shownScore]);

  return highlighted;
}
