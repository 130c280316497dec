import { toneBadge } from '@/lib/tone-style';

/** How a fixture's difficulty (1 easiest to 5 hardest) reads and looks, greens to reds as in FPL. */
const difficultyStyle = [
  { label: 'Very easy', className: toneBadge.emerald },
  { label: 'Easy', className: toneBadge.sky },
  { label: 'Medium', className: toneBadge.slate },
  { label: 'Hard', className: toneBadge.orange },
  { label: 'Very hard', className: toneBadge.red },
] as const;

export function difficultyOf(difficulty: number): { label: string; className: string } {
  return difficultyStyle[Math.min(5, Math.max(1, Math.round(difficulty))) - 1]!;
}
