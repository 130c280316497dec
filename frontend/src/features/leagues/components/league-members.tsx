import { Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { LeagueSection } from '@/features/leagues/components/league-section';
import type { LeagueDetailsFieldsFragment } from '@/graphql/__generated__/graphql';

/** Who plays in the league, its creator marked, and the places taken of its maximum. */
export function LeagueMembers({ league }: { league: LeagueDetailsFieldsFragment }) {
  const members = [...league.standings]
    .map((standing) => standing.manager)
    .sort((a, b) => a.username.localeCompare(b.username));
  // Seats are also taken by managers whose entry fee is still being held.
  const joining = league.memberCount - members.length;
  return (
    <LeagueSection
      id="league-members-title"
      title="Members"
      icon={<Users aria-hidden="true" className="size-5 text-primary" />}
    >
      <p className="text-sm text-muted-foreground">
        {league.memberCount} of {league.maxParticipants} places taken
        {joining > 0 && ` (${joining} joining, entry fee being confirmed)`}
      </p>
      {members.length > 0 && (
        <ul aria-label="Members" className="flex flex-wrap gap-2">
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm">
              {member.username}
              {member.id === league.creator?.id && <Badge variant="secondary">Creator</Badge>}
            </li>
          ))}
        </ul>
      )}
    </LeagueSection>
  );
}
