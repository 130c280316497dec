import { Wallet } from 'lucide-react';
import { PanelBody, PanelMessage } from '@/components/panel-states';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { OwnedNft } from '@/features/nft-marketplace/api/nft-schemas';
import { OwnedNftCard } from '@/features/nft-marketplace/components/owned-nft-card';

type OwnedNftsPanelProps = {
  /** undefined until the first answer. */
  nfts: readonly OwnedNft[] | undefined;
  failed: boolean;
  onRetry: () => void;
};

export function OwnedNftsPanel({ nfts, failed, onRetry }: OwnedNftsPanelProps) {
  return (
    <Card role="region" aria-labelledby="owned-nfts-title" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="owned-nfts-title" className="flex items-center gap-2 text-lg">
            <Wallet aria-hidden="true" className="size-5 text-primary" />
            My Player NFTs
          </h2>
        </CardTitle>
        <CardDescription>Verified NFTs can be picked for your team.</CardDescription>
      </CardHeader>
      <CardContent>
        <OwnedNftsContent nfts={nfts} failed={failed} onRetry={onRetry} />
      </CardContent>
    </Card>
  );
}

function OwnedNftsContent({ nfts, failed, onRetry }: OwnedNftsPanelProps) {
  return (
    <PanelBody
      items={nfts}
      failed={failed}
      onRetry={onRetry}
      errorMessage="Your NFTs could not be loaded."
      loading={{ label: 'Loading your NFTs…', rows: 2 }}
      empty={
        <PanelMessage icon={<Wallet aria-hidden="true" className="size-6" />}>
          You don&apos;t own any player NFTs yet
        </PanelMessage>
      }
    >
      {(items) => (
        <ul aria-label="My player NFTs" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((nft) => (
            <li key={nft.id} className="grid">
              <OwnedNftCard nft={nft} />
            </li>
          ))}
        </ul>
      )}
    </PanelBody>
  );
}
