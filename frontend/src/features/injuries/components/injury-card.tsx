import { CalendarClock, Clock, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { graphql } from '@/graphql/__generated__';
import type {
  InjuryCard_InjuryFragment,
  InjurySeverity,
  InjuryStatus,
} from '@/graphql/__generated__/graphql';
import {
  formatExpectedReturn,
  formatLastUpdate,
  severityLabels,
  statusLabels,
} from '@/features/injuries/utils/injury-display';
import { cn } from '@/lib/utils';
import { toneNotice } from '@/lib/tone-style';
import { PlayerLink } from '@/components/player-link';

graphql(`
  fragment InjuryCard_injury on Injury {
    id
    footballer {
      id
    }
    playerName
    team
    position
    injury
    severity
    expectedReturn
    status
    impactOnTeam
    lastUpdate
  }
`);

const severityClasses: Record<InjurySeverity, string> = {
  MINOR: toneNotice.amber,
  MODERATE: toneNotice.orange,
  SEVERE: toneNotice.red,
};

const statusClasses: Record<InjuryStatus, string> = {
  OUT: 'border-transparent bg-destructive text-destructive-foreground',
  DOUBTFUL: 'border-transparent bg-orange-700 text-white',
  QUESTIONABLE: 'border-transparent bg-amber-300 text-amber-950',
};

export function InjuryCard({ injury }: { injury: InjuryCard_InjuryFragment }) {
  return (
    <Card data-testid="injury-card" className="gap-4 py-5">
      <CardHeader className="grid-cols-[1fr_auto] items-start gap-x-3 px-5">
        <CardTitle asChild>
          <h2 className="text-base leading-snug">
            <PlayerLink footballerId={injury.footballer.id}>{injury.playerName}</PlayerLink>
          </h2>
        </CardTitle>
        <Badge className={cn('row-span-2', statusClasses[injury.status])}>
          {statusLabels[injury.status]}
        </Badge>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <span>{injury.team}</span>
          <span aria-hidden="true">·</span>
          <Badge variant="outline">
            <span className="sr-only">Position </span>
            {injury.position}
          </Badge>
        </p>
      </CardHeader>
      <CardContent className="grid gap-3 px-5 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{injury.injury}</span>
          <Badge variant="outline" className={severityClasses[injury.severity]}>
            {severityLabels[injury.severity]}
          </Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarClock aria-hidden="true" className="size-4" />
            Expected return
          </dt>
          <dd className="font-medium">
            <time dateTime={injury.expectedReturn}>{formatExpectedReturn(injury.expectedReturn)}</time>
          </dd>
          <dt className="flex items-center gap-1.5 text-muted-foreground">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Impact on team
          </dt>
          <dd className="font-medium">{injury.impactOnTeam}</dd>
        </dl>
      </CardContent>
      <CardFooter className="mt-auto px-5 text-xs text-muted-foreground">
        <Clock aria-hidden="true" className="mr-1.5 size-3.5" />
        Last update&nbsp;
        <time dateTime={injury.lastUpdate}>{formatLastUpdate(injury.lastUpdate)}</time>
      </CardFooter>
    </Card>
  );
}
