import { PanelError } from '@/components/panel-states';
import {
  AutoConnectCard,
  ConnectionCards,
  LinkWalletCard,
  TestTransactionCard,
  FeaturesCard,
  NetworkInfoCard,
  useWallet,
  useWalletShell,
} from '@/features/wallet';

/** /wallet: connect, inspect, test and link the browser wallet. */
export function WalletPage() {
  const wallet = useWallet(); // loads the kit for this page
  const { kitState, ensureKit } = useWalletShell();

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Sui Wallet Integration</h1>
        <p className="text-muted-foreground">
          Connect a Sui wallet to hold your NFT players, earn SPL rewards and link it to your account.
        </p>
      </div>
      {kitState.status === 'failed' && (
        <PanelError
          message={`The wallet could not load: ${kitState.error.message}`}
          onRetry={() => void ensureKit().catch(() => undefined)}
        />
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <ConnectionCards />
        <AutoConnectCard />
        <TestTransactionCard wallet={wallet} />
        <LinkWalletCard />
        <FeaturesCard />
        <NetworkInfoCard network={wallet.network} />
      </div>
    </div>
  );
}
