import { NavLink } from 'react-router';
import { navItems } from '@/app/layout/nav-items';

// NavLink marks the active link with aria-current="page"; the highlight is styled from that attribute.
const linkClassName =
  'inline-flex h-8 items-center rounded-md px-2.5 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-3 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground';

export function MainNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex flex-wrap gap-1">
        {navItems.map(({ label, to }) => (
          <li key={to}>
            {/* `end` keeps Home from matching every path. */}
            <NavLink to={to} end={to === '/'} className={linkClassName}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
