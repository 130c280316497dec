import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useVerifyOwnership } from '@/features/nft-marketplace/hooks/use-verify-ownership';

/** Token ID and contract address, checked against the page's wallet address. */
export function VerifyOwnershipForm({ walletAddress }: { walletAddress: string }) {
  const { verifyOwnership, isPending } = useVerifyOwnership();
  const [tokenId, setTokenId] = useState('');
  const [contractAddress, setContractAddress] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verifyOwnership({ userAddress: walletAddress, tokenId, contractAddress });
  };

  return (
    <Card role="region" aria-labelledby="verify-ownership-title" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="verify-ownership-title" className="flex items-center gap-2 text-lg">
            <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
            Verify NFT Ownership
          </h2>
        </CardTitle>
        <CardDescription>Check on chain that the wallet address holds this NFT.</CardDescription>
      </CardHeader>
      <CardContent>
        {/* noValidate: the page's own Missing Information rule says what is missing, in a toast. */}
        <form noValidate aria-label="Verify ownership" className="grid gap-4" onSubmit={submit}>
          <TextField
            label="Token ID"
            name="tokenId"
            autoComplete="off"
            spellCheck={false}
            value={tokenId}
            onChange={(event) => setTokenId(event.target.value)}
          />
          <TextField
            label="Contract address"
            name="contractAddress"
            autoComplete="off"
            spellCheck={false}
            value={contractAddress}
            onChange={(event) => setContractAddress(event.target.value)}
          />
          <Button type="submit" disabled={isPending}>
            {isPending ? 'Verifying...' : 'Verify Ownership'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
