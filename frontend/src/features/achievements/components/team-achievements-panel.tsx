import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import { MyAchievementsDocument } from '@/features/achievements/api/my-achievements.query';
import { AchievementCard } from '@/features/achievements/components/achievement-card';
import { byUnlockedThenClosest } from '@/features/achievements/utils/achievement-summary';

// A glance for /team; the whole list is on /achievements.
const SHOWN = 4;

/** /team's Achievements: the manager's unlocked ones first, then those closest to unlocking. */
export function TeamAchievementsPanel() {
  const { data, error, refetch } = useQuery(MyAchievementsDocument, { fetchPolicy: 'cache-and-network' });
  const shown = data && byUnlockedThenClosest(data.myAchievements).slice(0, SHOWN);

  return (
    <Card aria-labelledby="team-achievements-title" role="region" className="gap-4">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle asChild>
          <h2 id="team-achievements-title" className="text-lg">
            Achievements
          </h2>
        </CardTitle>
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to="/achievements">View all achievements</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <PanelBody
          items={shown}
          failed={error !== undefined}
          onRetry={() => void refetch().catch(() => undefined)}
          errorMessage="Your achievements could not be loaded."
          loading={{ label: 'Loading achievements…', rows: SHOWN }}
          empty={
            <PanelMessage icon={<Trophy aria-hidden="true" className="size-6" />}>
              No achievements yet
            </PanelMessage>
          }
        >
          {(items) => (
            <ul aria-label="Your achievements" className="grid gap-2 md:grid-cols-2">
              {items.map((achievement) => (
                <AchievementCard key={achievement.id} achievement={achievement} compact />
              ))}
            </ul>
          )}
        </PanelBody>
      </CardContent>
    </Card>
  );
}
