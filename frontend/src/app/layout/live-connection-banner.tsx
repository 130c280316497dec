import { RefreshCw } from 'lucide-react';
import { useLiveConnection } from '@/lib/live-connection';
import { toneNotice } from '@/lib/tone-style';
import { cn } from '@/lib/utils';

/** While the live socket is reconnecting: live figures may be behind until it is back. */
export function LiveConnectionBanner() {
  if (useLiveConnection() !== 'reconnecting') return null;
  return (
    <p
      role="status"
      className={cn('flex items-center justify-center gap-2 border-b px-4 py-2 text-sm', toneNotice.amber)}
    >
      <RefreshCw aria-hidden="true" className="size-4 motion-safe:animate-spin" />
      Reconnecting to live updates… Scores and SPL refresh as soon as the connection is back.
    </p>
  );
}
