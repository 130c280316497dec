import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

// Advice, not data: how a manager handles injured players in a fantasy squad.
const tips = [
  'Check this page before every gameweek deadline: a player marked Out scores no points, so bench him or transfer him out.',
  'Doubtful and Questionable players may not start. Keep a fit substitute for the same position on your bench.',
  'Never give the captain’s armband to a doubtful player: a captain who does not play doubles nothing.',
  'Look at the expected return before selling. A star back next week is often worth keeping; a Severe injury rarely is.',
  'When a key player is out, his team may struggle — or a cheap replacement may get his minutes and points.',
];

export function InjuryTipsCard() {
  return (
    <Card className="gap-4 border-primary/30 bg-secondary/60">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 text-lg">
            <Lightbulb aria-hidden="true" className="size-5 text-primary" />
            Tips for managing injuries
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5 text-sm marker:text-primary">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
