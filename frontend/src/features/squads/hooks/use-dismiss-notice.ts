import { useMutation } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { DismissSquadNoticeDocument } from '@/features/squads/api/squad.mutations';

/** Dismiss on a squad notice: once the server agrees, the notice leaves the cached squad. */
export function useDismissNotice() {
  const [dismiss, { loading }] = useMutation(DismissSquadNoticeDocument);

  async function dismissNotice(id: string): Promise<void> {
    try {
      await dismiss({
        variables: { id },
        update(cache, { data }) {
          if (!data?.dismissSquadNotice) return;
          cache.modify({
            id: cache.identify({ __typename: 'Squad' }),
            fields: {
              notices: (notices: readonly { __ref?: string; id?: string }[], { readField }) =>
                notices.filter((notice) => readField('id', notice) !== id),
            },
          });
        },
      });
    } catch (error) {
      toast({
        title: 'Notice not dismissed',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
    }
  }

  return { dismissNotice, dismissing: loading };
}
