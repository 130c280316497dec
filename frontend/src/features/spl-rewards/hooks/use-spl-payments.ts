import { skipToken, useSubscription } from '@apollo/client/react';
import { toast } from '@/components/ui/toast';
import { prependPaidRewards } from '@/features/spl-rewards/api/spl-award-cache';
import { SplPaidDocument } from '@/features/spl-rewards/api/spl-paid.subscription';
import { paymentToastTitle } from '@/features/spl-rewards/utils/award-toast';
import type { SplPaidSubscription } from '@/graphql/__generated__/graphql';

export type SplPayment = SplPaidSubscription['splPaid'];

/**
 * The signed-in manager's live SPL: each payment updates the cached balance, reward list and achievement (no
 * reload, no polling), shows a toast naming it, then calls `onPayment` (the shell re-reads open pages' ranks).
 */
export function useSplPayments(signedIn: boolean, onPayment: (payment: SplPayment) => void): void {
  useSubscription(
    SplPaidDocument,
    signedIn
      ? {
          onData: ({ client, data }) => {
            const payment = data.data?.splPaid;
            if (!payment) return;
            prependPaidRewards(client.cache, payment.rewards);
            const title = paymentToastTitle(payment);
            if (title) toast({ title });
            onPayment(payment);
          },
        }
      : skipToken,
  );
}
