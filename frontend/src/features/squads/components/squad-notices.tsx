import { TriangleAlert, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { SquadFieldsFragment } from '@/graphql/__generated__/graphql';
import { useDismissNotice } from '@/features/squads/hooks/use-dismiss-notice';
import { toneNotice } from '@/lib/tone-style';
import { cn } from '@/lib/utils';

/** Why the squad changed without the manager (a card sold or no longer held), each dismissable. */
export function SquadNotices({ notices }: { notices: SquadFieldsFragment['notices'] }) {
  const { dismissNotice, dismissing } = useDismissNotice();
  if (notices.length === 0) return null;
  return (
    <ul aria-label="Squad notices" className="grid gap-2">
      {notices.map((notice) => (
        <li
          key={notice.id}
          role="status"
          className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', toneNotice.amber)}
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="flex-1">{notice.message}</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={dismissing}
            onClick={() => void dismissNotice(notice.id)}
            aria-label={`Dismiss: ${notice.message}`}
          >
            <X aria-hidden="true" />
            Dismiss
          </Button>
        </li>
      ))}
    </ul>
  );
}
