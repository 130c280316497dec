import { useQuery } from '@tanstack/react-query';
import { preRegistrationsQueryOptions } from '@/features/championships/api/championships.rest';
import { splitRecent } from '@/features/championships/utils/championship-display';

/** The championship's most recent pre-registrations (3), then '+N more registered'; nothing when none. */
export function PreRegistrationList({ championshipId, name }: { championshipId: string; name: string }) {
  const { data } = useQuery(preRegistrationsQueryOptions(championshipId));
  if (!data || data.length === 0) return null;
  const { recent, more } = splitRecent(data);
  return (
    <div className="grid gap-1.5 text-sm">
      <ul aria-label={`Recent pre-registrations: ${name}`} className="grid gap-1">
        {recent.map((registration) => (
          <li key={registration.id} className="flex items-center justify-between gap-2">
            <span className="truncate font-medium">{registration.username}</span>
            <span className="text-muted-foreground">{registration.preferredFormation}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-muted-foreground">+{more} more registered</p>}
    </div>
  );
}
