import { ExternalLink, LogOut, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useWalletState } from '@/features/wallet/hooks/use-wallet-state';
import { networkName } from '@/features/wallet/kit/sui-networks';
import { walletErrorMessage } from '@/features/wallet/kit/wallet-errors';
import { shortAddress } from '@/features/wallet/utils/wallet-address';
import { explorerAccountUrl } from '@/features/wallet/utils/wallet-links';

/** The connect card, or once connected the account card with Disconnect. */
export function ConnectionCards() {
  const { status, account, wallet, network, shell, disconnect } = useWalletState();

  if (!account) {
    return (
      <Card role="region" aria-labelledby="wallet-connect-title">
        <CardHeader>
          <CardTitle id="wallet-connect-title" asChild>
            <h2>Connect Your Wallet</h2>
          </CardTitle>
          <CardDescription>
            Connect a Sui wallet installed in this browser to buy NFT players and send transactions.
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button
            onClick={shell.openConnectModal}
            disabled={status === 'connecting' || shell.kitState.status === 'loading'}
          >
            <Wallet aria-hidden="true" />
            {status === 'connecting' ? 'Connecting...' : 'Connect Wallet'}
          </Button>
        </CardFooter>
      </Card>
    );
  }

  const onDisconnect = () =>
    disconnect().catch((error: unknown) =>
      toast({ title: 'Wallet Error', description: walletErrorMessage(error), variant: 'destructive' }),
    );

  return (
    <Card role="region" aria-labelledby="wallet-connected-title">
      <CardHeader>
        <CardTitle id="wallet-connected-title" asChild>
          <h2>Wallet Connected</h2>
        </CardTitle>
        {wallet && <CardDescription>Connected with {wallet.name}</CardDescription>}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Address</dt>
          <dd className="font-mono" title={account.address}>
            {shortAddress(account.address)}
          </dd>
          <dt className="text-muted-foreground">Network</dt>
          <dd>{networkName(network)}</dd>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={explorerAccountUrl(network, account.address)} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            View on Explorer
          </a>
        </Button>
        <Button variant="destructive" onClick={() => void onDisconnect()}>
          <LogOut aria-hidden="true" />
          Disconnect
        </Button>
      </CardFooter>
    </Card>
  );
}
