import { Clock, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { type CardLock, lockLabel } from '@/features/squads/utils/squad-locks';

/** A card's lock: a "Locked" badge once its match has kicked off, its lock time before. */
export function LockMark({ lock }: { lock: CardLock | undefined }) {
  const label = lockLabel(lock);
  if (!label) return null;
  return lock?.locked ? (
    <Badge variant="outline" data-testid="lock-mark">
      <Lock aria-hidden="true" />
      {label}
    </Badge>
  ) : (
    <span data-testid="lock-mark" className="flex items-center gap-1 text-xs text-muted-foreground">
      <Clock aria-hidden="true" className="size-3" />
      {label}
    </span>
  );
}
