import { skipToken, useSubscription } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { prependAwardedReward } from '@/features/spl-rewards/api/spl-award-cache';
import { SplAwardedDocument } from '@/features/spl-rewards/api/spl-awarded.subscription';
import { awardToastTitle } from '@/features/spl-rewards/utils/award-toast';
import type { SplAwardedSubscription } from '@/graphql/__generated__/graphql';

export type SplAward = SplAwardedSubscription['splAwarded'];

/**
 * The signed-in manager's live SPL: each award updates the cached balance, reward list and achievement (no
 * reload, no polling), shows a toast naming it, then calls `onAward` (the shell re-reads open pages' ranks).
 */
export function useSplAwards(signedIn: boolean, onAward: (award: SplAward) => void): void {
  useSubscription(
    SplAwardedDocument,
    signedIn
      ? {
          onData: ({ client, data }) => {
            const award = data.data?.splAwarded;
            if (!award) return;
            prependAwardedReward(client.cache, award.reward);
            const title = awardToastTitle(award);
            if (title) toast({ title });
            onAward(award);
          },
        }
      : skipToken,
  );
}
