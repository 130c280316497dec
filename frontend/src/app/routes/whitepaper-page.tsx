import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RulesDocument, RulesLinks } from '@/features/whitepaper';

/** /whitepaper: the game rules as the server states them, and where to start playing. */
export function WhitepaperPage() {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold tracking-tight">Game Rules</h1>
          <p className="text-muted-foreground">How squads, gameweeks, points and rewards work.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Game
          </Link>
        </Button>
      </div>
      <RulesLinks />
      <RulesDocument />
    </div>
  );
}
