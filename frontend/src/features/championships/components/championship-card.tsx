import { useId, type ReactNode } from 'react';
import { CalendarClock, CalendarDays, Users, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import type { Championship } from '@/features/championships/api/championships-api';
import { PreRegistrationList } from '@/features/championships/components/pre-registration-list';
import { leagueTypeLabel, statusDisplay } from '@/features/championships/utils/championship-display';
import { formatShortDateTime } from '@/lib/date-format';

type ChampionshipCardProps = {
  championship: Championship;
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

/** One championship: what it is, when it starts, its status badge and button (spec §4), who pre-registered. */
export function ChampionshipCard({ championship, joining, onPreRegister, onJoin }: ChampionshipCardProps) {
  const titleId = useId();
  const { badge, button } = statusDisplay(championship.status);
  const onClick = button.action === 'pre-register' ? onPreRegister : onJoin;
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
        <Button
          className="w-full"
          disabled={button.action === null || (button.action === 'join' && joining)}
          onClick={onClick}
        >
          {button.label}
        </Button>
      </CardFooter>
    </Card>
  );
}
