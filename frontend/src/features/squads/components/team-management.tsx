import { useEffect, useRef, useState } from 'react';
import type { TeamPageQuery } from '@/graphql/__generated__/graphql';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormationSelector } from '@/features/squads/components/formation-selector';
import { PerformanceStats } from '@/features/squads/components/performance-stats';
import { SquadNotices } from '@/features/squads/components/squad-notices';
import { SquadOverview } from '@/features/squads/components/squad-overview';
import { SquadPitch } from '@/features/squads/components/squad-pitch';
import { SquadRatings } from '@/features/squads/components/squad-ratings';
import { startersIn } from '@/features/squads/utils/formation-switch';
import { lockedCardIds } from '@/features/squads/utils/squad-locks';
import {
  cardsById,
  fitOfCards,
  layoutOf,
  lineupFromSquad,
  pitchSlots,
  squadCards,
} from '@/features/squads/utils/squad-view';

type TeamManagementProps = {
  data: TeamPageQuery;
  /** The section to bring into view on arrival (the URL's hash without '#'), e.g. 'performance'. */
  focusSection?: string;
};

/**
 * /team: the squad's ratings, its XI on the pitch of any of the four formations (the saved one, or the
 * same players placed by position group on another), captaincy, and the manager's performance.
 */
export function TeamManagement({ data, focusSection }: TeamManagementProps) {
  const { formations, mySquad, myStats } = data;
  const [formation, setFormation] = useState(mySquad.formation);
  const performanceRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusSection !== 'performance') return;
    performanceRef.current?.scrollIntoView({ block: 'start' });
    performanceRef.current?.focus({ preventScroll: true });
  }, [focusSection]);

  const saved = layoutOf(formations, mySquad.formation);
  const shown = layoutOf(formations, formation);
  const lineup = lineupFromSquad(mySquad);
  const cards = cardsById(squadCards(mySquad));
  const starters = shown === saved ? lineup.starters : startersIn(lineup, saved, shown, fitOfCards(cards));
  const slots = pitchSlots(shown, starters, cards);
  // Saved starters the previewed formation has no slot for: said, never silently dropped.
  const noPlace = lineup.starters.flatMap((id) =>
    id && !starters.includes(id) ? [cards.get(id)?.footballer.name ?? id] : [],
  );

  return (
    <div className="grid gap-6">
      <SquadNotices notices={mySquad.notices} />
      <SquadRatings ratings={mySquad.ratings} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,4fr)_minmax(0,5fr)]">
        <Card aria-labelledby="pitch-title" role="region" className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h2 id="pitch-title" className="text-lg">
                {mySquad.teamName || 'Your team'} · {shown.formation}
              </h2>
            </CardTitle>
            <CardDescription>
              {shown === saved
                ? 'Your saved lineup.'
                : `Your players placed in ${shown.formation}${
                    noPlace.length > 0 ? ` (no place for ${noPlace.join(', ')})` : ''
                  }; save it in the Squad Builder to play it.`}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <FormationSelector
              formations={formations.map((f) => f.formation)}
              value={shown.formation}
              savedFormation={saved.formation}
              onChange={setFormation}
            />
            <SquadPitch
              label={`Pitch, ${shown.formation}`}
              slots={slots}
              captainCardId={mySquad.captainCardId}
              viceCaptainCardId={mySquad.viceCaptainCardId}
              lockedCardIds={lockedCardIds(mySquad.locks)}
            />
          </CardContent>
        </Card>
        <SquadOverview squad={mySquad} />
      </div>
      <PerformanceStats headingRef={performanceRef} stats={myStats} />
    </div>
  );
}
