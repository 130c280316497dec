import { useState } from 'react';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import type { WalletApi } from '@/features/wallet/hooks/use-wallet';
import { walletErrorMessage } from '@/features/wallet/kit/wallet-errors';

/** A real transaction the wallet signs and executes: 1 MIST back to the sender (only gas is spent). */
export function TestTransactionCard({ wallet }: { wallet: WalletApi }) {
  const [pending, setPending] = useState(false);
  const [digest, setDigest] = useState<string | null>(null);

  const send = async () => {
    if (wallet.status !== 'connected' || !wallet.account) {
      toast({
        title: 'No Wallet Connected',
        description: 'Please connect your wallet first',
        variant: 'destructive',
      });
      return;
    }
    setPending(true);
    try {
      // The transaction builder is Sui SDK code: fetched on the first send only.
      const { selfTransferTransaction } = await import('@/features/wallet/kit/self-transfer-transaction');
      const result = await wallet.signAndExecuteTransaction(selfTransferTransaction(wallet.account.address));
      setDigest(result.digest);
      toast({ title: 'Transaction Successful', description: `Transaction executed: ${result.digest}` });
    } catch (error) {
      toast({ title: 'Transaction Failed', description: walletErrorMessage(error), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Card role="region" aria-labelledby="wallet-test-transaction-title">
      <CardHeader>
        <CardTitle id="wallet-test-transaction-title" asChild>
          <h2>Send Test Transaction</h2>
        </CardTitle>
        <CardDescription>
          Sends 1 MIST from your wallet back to itself: your wallet signs it and only the gas fee is spent.
        </CardDescription>
      </CardHeader>
      {digest && (
        <CardContent>
          <p className="text-sm">
            <span className="text-muted-foreground">Last transaction: </span>
            <span className="font-mono break-all">{digest}</span>
          </p>
        </CardContent>
      )}
      <CardFooter>
        <Button onClick={() => void send()} disabled={pending}>
          <Send aria-hidden="true" />
          {pending ? 'Sending...' : 'Send Test Transaction'}
        </Button>
      </CardFooter>
    </Card>
  );
}
