import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { moreNavItems } from '@/app/layout/nav-items';
import { cn } from '@/lib/utils';

const itemClassName =
  'flex h-10 items-center rounded-sm px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground md:h-8 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground';

/**
 * More: the pages the bar does not name, in a menu. Its button is highlighted (and names the page) while one
 * of them is open, as a bar link is.
 */
export function MoreNavMenu({ triggerClassName }: { triggerClassName: string }) {
  const { pathname } = useLocation();
  const current = moreNavItems.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(triggerClassName, 'gap-1', current && 'bg-primary text-primary-foreground')}
        data-current={current ? 'page' : undefined}
      >
        More
        {current && <span className="sr-only">: {current.label}</span>}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 grid min-w-44 gap-0.5 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {moreNavItems.map(({ label, to }) => (
            <DropdownMenu.Item key={to} asChild>
              <NavLink to={to} className={itemClassName}>
                {label}
              </NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
