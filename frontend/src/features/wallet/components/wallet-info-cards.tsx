import { Coins, Database, ExternalLink, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { networkName, type WalletNetwork } from '@/features/wallet/kit/sui-networks';
import { EXTERNAL_NFT_MARKETPLACE_URL } from '@/features/wallet/utils/wallet-links';

function Feature({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <div className="mt-0.5 shrink-0 text-primary">{icon}</div>
      <div className="grid gap-0.5 text-sm">
        <p className="font-medium">{title}</p>
        <div className="text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

export function FeaturesCard() {
  return (
    <Card role="region" aria-labelledby="wallet-features-title">
      <CardHeader>
        <CardTitle id="wallet-features-title" asChild>
          <h2>Wallet Features</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          <Feature icon={<Database aria-hidden="true" className="size-5" />} title="Decentralised Storage">
            Your NFT players are objects on the Sui network, owned by your wallet.
          </Feature>
          <Feature icon={<Coins aria-hidden="true" className="size-5" />} title="SPL Token Rewards">
            Earn 100-1000 SPL tokens when your players score, assist and keep clean sheets.
          </Feature>
          <Feature icon={<Store aria-hidden="true" className="size-5" />} title="NFT Marketplace">
            Trade player NFTs on an external NFT marketplace.{' '}
            <a
              href={EXTERNAL_NFT_MARKETPLACE_URL}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              Visit NFT Marketplace
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </Feature>
        </ul>
      </CardContent>
    </Card>
  );
}

export function NetworkInfoCard({ network }: { network: WalletNetwork }) {
  return (
    <Card role="region" aria-labelledby="wallet-network-title">
      <CardHeader>
        <CardTitle id="wallet-network-title" asChild>
          <h2>Network Information</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Network</dt>
          <dd>{networkName(network)}</dd>
          <dt className="text-muted-foreground">Storage</dt>
          <dd>{network}</dd>
          <dt className="text-muted-foreground">NFT standard</dt>
          <dd>Sui Objects</dd>
          <dt className="text-muted-foreground">Rewards</dt>
          <dd>SPL Tokens</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
