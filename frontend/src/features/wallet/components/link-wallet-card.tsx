import { useQuery } from '@apollo/client/react';
import { Link2, Unlink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { LinkedWalletsDocument } from '@/features/wallet/api/linked-wallets.query';
import { useLinkedWallets, useUnlinkWallet } from '@/features/wallet/hooks/use-linked-wallets';
import { useWallet } from '@/features/wallet/hooks/use-wallet';
import { walletErrorMessage } from '@/features/wallet/kit/wallet-errors';
import { shortAddress } from '@/features/wallet/utils/wallet-address';

/** Proves the connected wallet is the user's (a signed one-time message) and lists the linked ones. */
export function LinkWalletCard() {
  const { account } = useWallet();
  const { isLinked, link, pending } = useLinkedWallets();
  const { unlink, pending: unlinking } = useUnlinkWallet();
  const { data, loading } = useQuery(LinkedWalletsDocument);
  const wallets = data?.me?.wallets ?? [];

  const onLink = () =>
    link().catch((error: unknown) =>
      toast({ title: 'Wallet Link Failed', description: walletErrorMessage(error), variant: 'destructive' }),
    );

  return (
    <Card role="region" aria-labelledby="wallet-link-title">
      <CardHeader>
        <CardTitle id="wallet-link-title" asChild>
          <h2>Link Wallet to Your Account</h2>
        </CardTitle>
        <CardDescription>
          Sign a one-time message with your wallet to prove it is yours; purchases are verified against linked
          wallets.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <h3 className="font-medium">Linked wallets</h3>
        {loading && !data ? (
          <p className="text-muted-foreground">Loading linked wallets...</p>
        ) : wallets.length === 0 ? (
          <p className="text-muted-foreground">No wallets linked yet.</p>
        ) : (
          <ul aria-label="Linked wallets" className="grid gap-2">
            {wallets.map(({ address }) => (
              <li key={address} className="flex items-center justify-between gap-2">
                <span className="font-mono" title={address}>
                  {shortAddress(address)}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={unlinking}
                  aria-label={`Unlink ${shortAddress(address)}`}
                  onClick={() => void unlink(address)}
                >
                  <Unlink aria-hidden="true" />
                  Unlink
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        {!account ? (
          <p className="text-sm text-muted-foreground">Connect a wallet to link it to your account.</p>
        ) : isLinked(account.address) ? (
          <Badge variant="secondary">This wallet is linked to your account</Badge>
        ) : (
          <Button onClick={() => void onLink()} disabled={pending}>
            <Link2 aria-hidden="true" />
            {pending ? 'Linking...' : 'Link This Wallet'}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
