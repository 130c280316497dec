import { NavLink } from 'react-router';
import { MoreNavMenu } from '@/app/layout/more-nav-menu';
import { navItems } from '@/app/layout/nav-items';

// NavLink marks the active link with aria-current="page"; the highlight is styled from that attribute.
// On a phone the links (and More, the other pages) sit in a grid of finger-sized cells; from md up in one row.
const linkClassName =
  'inline-flex h-10 w-full items-center justify-center rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-3 md:h-8 md:w-auto aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground';

/** `onNavigate` runs when a link is followed (the header folds its menu then). */
export function MainNav({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="grid grid-cols-3 gap-1 md:flex md:flex-wrap">
        {navItems.map(({ label, to }) => (
          <li key={to}>
            {/* `end` keeps Home from matching every path. */}
            <NavLink to={to} end={to === '/'} className={linkClassName} onClick={onNavigate}>
              {label}
            </NavLink>
          </li>
        ))}
        <li>
          <MoreNavMenu triggerClassName={linkClassName} />
        </li>
      </ul>
    </nav>
  );
}
