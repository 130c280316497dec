import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { championshipsQueryOptions } from '@/features/championships/api/championships.rest';

/**
 * The available championships, read every 10 s. A failed load says so once, not again on
 * every poll while it keeps failing; the next success re-arms it.
 */
export function useChampionships() {
  const query = useQuery(championshipsQueryOptions);
  const { errorUpdatedAt, dataUpdatedAt } = query;
  // The success (its time; 0 for none yet) after which a failure was last toasted.
  const toastedAfter = useRef<number | null>(null);
  useEffect(() => {
    const lastReadFailed = errorUpdatedAt > dataUpdatedAt;
    if (!lastReadFailed || toastedAfter.current === dataUpdatedAt) return;
    toastedAfter.current = dataUpdatedAt;
    toast({ title: 'Error', description: 'Failed to load championships', variant: 'destructive' });
  }, [errorUpdatedAt, dataUpdatedAt]);
  return query;
}
