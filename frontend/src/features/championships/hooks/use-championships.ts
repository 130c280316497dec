import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { championshipsQueryOptions } from '@/features/championships/api/championships-api';

/**
 * The available championships, read every 10 s. A failed load says so once (spec §8), not again on
 * every poll while it keeps failing; the next success re-arms it.
 */
export function useChampionships() {
  const query = useQuery(championshipsQueryOptions);
  const toasted = useRef(false);
  const { isError } = query;
  useEffect(() => {
    if (!isError) {
      toasted.current = false;
      return;
    }
    if (toasted.current) return;
    toasted.current = true;
    toast({ title: 'Error', description: 'Failed to load championships', variant: 'destructive' });
  }, [isError]);
  return query;
}
