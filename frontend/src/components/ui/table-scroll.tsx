import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Holds a table that may be wider than a phone: it scrolls sideways inside its card instead of widening
 * the page. The region takes focus, so the keyboard can scroll it too; `aria-label` names it.
 */
export function TableScroll({ className, ...props }: ComponentProps<'div'> & { 'aria-label': string }) {
  return (
    <div
      data-slot="table-scroll"
      role="region"
      // A region that scrolls is reached by Tab, or the keyboard could never scroll it (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  );
}
