import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { LinkedWalletsDocument } from '@/features/wallet/api/linked-wallets.query';
import {
  LinkWalletDocument,
  RequestWalletLinkChallengeDocument,
  UnlinkWalletDocument,
} from '@/features/wallet/api/wallet-link.mutations';
import { useWallet } from '@/features/wallet/hooks/use-wallet';
import { WalletError, walletErrorMessage, walletErrors } from '@/features/wallet/kit/wallet-errors';
import { normalizeAddress, shortAddress } from '@/features/wallet/utils/wallet-address';

export type LinkedWalletsApi = {
  /** The signed-in user's linked addresses (normalized: 0x + 64 lower-case hex). */
  linked: string[];
  isLinked(address: string): boolean;
  /** Links the connected account: challenge → wallet signs it → server verifies. Toasts success; throws. */
  link(): Promise<void>;
  pending: boolean;
};

function refetchLinked() {
  return { refetchQueries: [LinkedWalletsDocument], awaitRefetchQueries: true };
}

export function useLinkedWallets(): LinkedWalletsApi {
  const { account, signPersonalMessage } = useWallet();
  const { data } = useQuery(LinkedWalletsDocument);
  const [requestChallenge] = useMutation(RequestWalletLinkChallengeDocument);
  const [linkWallet] = useMutation(LinkWalletDocument, refetchLinked());
  const [pending, setPending] = useState(false);

  const linked = useMemo(
    () => (data?.me?.wallets ?? []).map((wallet) => normalizeAddress(wallet.address)),
    [data],
  );
  const isLinked = useCallback((address: string) => linked.includes(normalizeAddress(address)), [linked]);

  const address = account?.address ?? null;
  const link = useCallback(async () => {
    setPending(true);
    try {
      if (!address) throw new WalletError(walletErrors.notConnected);
      const challenge = await requestChallenge({ variables: { address } });
      const issued = challenge.data?.requestWalletLinkChallenge;
      if (!issued) throw new Error('The server issued no challenge');
      const { signature } = await signPersonalMessage(new TextEncoder().encode(issued.message));
      await linkWallet({ variables: { input: { nonce: issued.nonce, signature } } });
      toast({
        title: 'Wallet Linked',
        description: `${shortAddress(address)} is now linked to your account.`,
      });
    } finally {
      setPending(false);
    }
  }, [address, requestChallenge, signPersonalMessage, linkWallet]);

  return { linked, isLinked, link, pending };
}

/** Removes one of the user's own links (the wallet page's Unlink). Toasts either way. */
export function useUnlinkWallet() {
  const [unlinkWallet, { loading }] = useMutation(UnlinkWalletDocument, refetchLinked());
  const unlink = useCallback(
    async (address: string) => {
      try {
        await unlinkWallet({ variables: { address } });
        toast({ title: 'Wallet Unlinked', description: `${shortAddress(address)} is no longer linked.` });
      } catch (error) {
        toast({ title: 'Unlink Failed', description: walletErrorMessage(error), variant: 'destructive' });
      }
    },
    [unlinkWallet],
  );
  return { unlink, pending: loading };
}
