import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { BarChart3, Settings, ShoppingCart, Trophy, Users, Zap, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { env } from '@/config/env';
import {
  HomePageDocument,
  LiveMatchesPanel,
  MatchDialog,
  TopPerformersPanel,
  useGameweekLive,
  useLiveMatchUpdates,
  useMatchDialogParam,
  useTopPerformersRefresh,
} from '@/features/matches';
import { ManagerStatCards, useMyStats } from '@/features/squads';
import { useCurrentUser } from '@/lib/session/current-user-query';
import { NextLockCountdown } from '@/features/game-clock';

export function HomePage() {
  // One query for the route; each panel reads the fragment it owns.
  const { data, error, refetch } = useQuery(HomePageDocument, { fetchPolicy: 'cache-and-network' });
  const updateMode = useLiveMatchUpdates();
  const matchDialog = useMatchDialogParam();
  // Top Performers and the stat cards move while a gameweek is played, as Live Matches does.
  const live = useGameweekLive();
  useTopPerformersRefresh(live);
  const retry = () => void refetch().catch(() => undefined);

  return (
    <div className="grid gap-6 sm:gap-8">
      <Hero />
      <HomeStats live={live} />
      <NextLockCountdown />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid gap-6">
          <LiveMatchesPanel
            matches={data?.liveMatches}
            failed={error !== undefined}
            updateMode={updateMode}
            onRetry={retry}
          />
          <QuickActions />
        </div>
        <TopPerformersPanel performances={data?.topPerformers} failed={error !== undefined} onRetry={retry} />
      </div>
      <MatchDialog matchId={matchDialog.matchId} onClose={matchDialog.close} />
    </div>
  );
}

/** The manager's four figures, live while a gameweek is played; a visitor is asked to log in instead. */
function HomeStats({ live }: { live: boolean }) {
  const { user, isLoading } = useCurrentUser();
  const { data, error } = useMyStats(user !== null, live);
  const hint =
    !isLoading && user === null
      ? 'Log in to see your points'
      : error && !data
        ? 'Your stats could not be loaded'
        : live
          ? 'Live: a gameweek is being played'
          : undefined;
  return <ManagerStatCards stats={data?.myStats} hint={hint} />;
}

const quickActions: readonly { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Manage Team', to: '/team', icon: Settings },
  { label: 'Join League', to: '/leagues', icon: Trophy },
  { label: 'Buy Players', to: '/marketplace', icon: ShoppingCart },
  // The manager's own figures: the Performance Stats of /team, brought into view.
  { label: 'View Stats', to: '/team#performance', icon: BarChart3 },
];

function QuickActions() {
  return (
    <Card aria-labelledby="quick-actions-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="quick-actions-title" className="flex items-center gap-2 text-lg">
            <Zap aria-hidden="true" className="size-5 text-primary" />
            Quick Actions
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {quickActions.map(({ label, to, icon: Icon }) => (
          <Button key={label} asChild variant="outline" className="h-auto justify-start py-3">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

// A pitch-green banner; in the dark theme a deep green with white words, as the bright one would glare.
function Hero() {
  return (
    <section className="relative overflow-hidden rounded-2xl bg-primary px-6 py-12 text-primary-foreground shadow-sm sm:px-12 sm:py-16 dark:bg-emerald-900 dark:text-white">
      <PitchMarkings />
      <div className="relative grid max-w-2xl gap-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{`Welcome to ${env.productName}`}</h1>
        <p className="text-lg text-current/90 sm:text-xl">
          Build your ultimate fantasy football team with NFT players
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to="/squad">
              <Users aria-hidden="true" />
              Build Squad
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-current/70 bg-transparent text-current hover:bg-current/10 hover:text-current"
          >
            <Link to="/marketplace">
              <ShoppingCart aria-hidden="true" />
              Buy Players
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

// Faint halfway line and centre circle: decoration only.
function PitchMarkings() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 240"
      preserveAspectRatio="xMaxYMid slice"
      className="pointer-events-none absolute inset-0 h-full w-full text-current/15"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
    >
      <line x1="300" y1="0" x2="300" y2="240" />
      <circle cx="300" cy="120" r="60" />
      <circle cx="300" cy="120" r="4" fill="currentColor" />
    </svg>
  );
}
