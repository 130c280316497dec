import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CalendarDays, Check, Hourglass, Users, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { Championship } from '@/features/championships/api/championships.rest';
import { PreRegistrationList } from '@/features/championships/components/pre-registration-list';
import { useMyChampionshipEntry } from '@/features/championships/hooks/use-my-championship-entry';
import { leagueTypeLabel, statusDisplay } from '@/features/championships/utils/championship-display';
import { formatShortDateTime } from '@/lib/date-format';

type ChampionshipCardProps = {
  championship: Championship;
  /** A manager is signed in: the card shows their place in it (Registered, Member). */
  signedIn: boolean;
  /** The join request for this championship is on its way. */
  joining: boolean;
  onPreRegister: () => void;
  onJoin: () => void;
};

function Detail({ icon: Icon, label, children }: { icon?: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        {Icon && <Icon aria-hidden="true" className="size-4" />}
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * One championship: what it is, when it starts, its status badge and button, who pre-registered;
 * the button says when the manager is already registered or a member.
 */
export function ChampionshipCard(props: ChampionshipCardProps) {
  const { championship } = props;
  const titleId = useId();
  const { badge } = statusDisplay(championship.status);
  return (
    <Card role="group" aria-labelledby={titleId} data-testid="championship-card" className="gap-4 py-5">
      <CardHeader className="px-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle asChild>
            <h2 id={titleId} className="text-lg">
              {championship.name}
            </h2>
          </CardTitle>
          {badge && <Badge className={badge.className}>{badge.label}</Badge>}
        </div>
        <CardDescription>{championship.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <dl className="grid gap-1.5 text-sm">
          <Detail label="League Type">{leagueTypeLabel(championship.leagueType)}</Detail>
          <Detail icon={Users} label="Max Participants">
            {championship.maxParticipants}
          </Detail>
          <Detail icon={CalendarDays} label="Start Date">
            {formatShortDateTime(championship.startDate)}
          </Detail>
          {championship.registrationDeadline && (
            <Detail icon={CalendarClock} label="Registration Deadline">
              {formatShortDateTime(championship.registrationDeadline)}
            </Detail>
          )}
        </dl>
        <PreRegistrationList championshipId={championship.id} name={championship.name} />
      </CardContent>
      <CardFooter className="mt-auto px-5">
        <ChampionshipAction {...props} />
      </CardFooter>
    </Card>
  );
}

function ChampionshipAction({
  championship,
  signedIn,
  joining,
  onPreRegister,
  onJoin,
}: ChampionshipCardProps) {
  const { button } = statusDisplay(championship.status);
  const { registered, membership } = useMyChampionshipEntry(championship.id, signedIn);
  if (button.action === 'join' && membership === 'ACTIVE') {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to={`/leagues/${championship.id}`} aria-label={`Member: open ${championship.name}`}>
          <Check aria-hidden="true" />
          Member
        </Link>
      </Button>
    );
  }
  if (button.action === 'join' && (joining || membership === 'PENDING')) {
    return (
      <Button className="w-full" disabled>
        <Hourglass aria-hidden="true" />
        Joining…
      </Button>
    );
  }
  if (button.action === 'pre-register' && registered) {
    // Still opens the modal: a second submit updates the registration.
    return (
      <Button
        variant="outline"
        className="w-full"
        onClick={onPreRegister}
        aria-label={`Registered: update your pre-registration for ${championship.name}`}
      >
        <Check aria-hidden="true" />
        Registered
      </Button>
    );
  }
  return (
    <Button
      className="w-full"
      disabled={button.action === null}
      onClick={button.action === 'pre-register' ? onPreRegister : onJoin}
    >
      {button.label}
    </Button>
  );
}
