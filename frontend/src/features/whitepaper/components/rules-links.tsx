import { Link } from 'react-router';
import { ShoppingCart, Trophy, Users, type LucideIcon } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type RulesLink = { to: string; title: string; description: string; icon: LucideIcon };

const links: readonly RulesLink[] = [
  {
    to: '/squad',
    title: 'Build Your Squad',
    description: 'Select your 17-player squad from your NFT collection',
    icon: Users,
  },
  {
    to: '/leagues',
    title: 'Join Leagues',
    description: 'Compete against other managers for SPL prizes',
    icon: Trophy,
  },
  {
    to: '/marketplace',
    title: 'Buy Players',
    description: 'Strengthen your team in the player marketplace',
    icon: ShoppingCart,
  },
];

/** Where to go from the rules: each card is one link. */
export function RulesLinks() {
  return (
    <nav aria-label="Get started" className="grid gap-4 sm:grid-cols-3">
      {links.map(({ to, title, description, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Card className="h-full gap-2 transition-colors hover:bg-accent">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-lg">
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {title}
              </CardTitle>
              <CardDescription>{description}</CardDescription>
            </CardHeader>
          </Card>
        </Link>
      ))}
    </nav>
  );
}
