import type { FormEvent } from 'react';
import { Receipt } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import type { NftPurchaseInput } from '@/features/nft-marketplace/api/nft-schemas';
import {
  emptyPurchaseForm,
  readPurchaseForm,
  type PurchaseFormValues,
} from '@/features/nft-marketplace/utils/purchase-form';

type ProcessPurchaseFormProps = {
  walletAddress: string;
  values: PurchaseFormValues;
  onChange: (values: PurchaseFormValues) => void;
  isPending: boolean;
  /** Resolves true once recorded; the form is then cleared. */
  onProcess: (purchase: NftPurchaseInput) => Promise<boolean>;
};

/** Records a purchase made elsewhere (or whose automatic recording failed) from its transaction digest. */
export function ProcessPurchaseForm({
  walletAddress,
  values,
  onChange,
  isPending,
  onProcess,
}: ProcessPurchaseFormProps) {
  const field = (name: keyof PurchaseFormValues) => ({
    name,
    autoComplete: 'off',
    spellCheck: false,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const purchase = readPurchaseForm(walletAddress, values);
    if (!purchase) {
      toast({
        title: 'Missing Information',
        description: 'Please provide all required purchase details.',
        variant: 'destructive',
      });
      return;
    }
    if (await onProcess(purchase)) onChange(emptyPurchaseForm);
  };

  return (
    <Card role="region" aria-labelledby="process-purchase-title" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="process-purchase-title" className="flex items-center gap-2 text-lg">
            <Receipt aria-hidden="true" className="size-5 text-primary" />
            Verify NFT Purchase
          </h2>
        </CardTitle>
        <CardDescription>
          Bought an NFT but it is not listed below? Enter the purchase to have it verified and added.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          aria-label="Process purchase"
          className="grid gap-4"
          onSubmit={(event) => void submit(event)}
        >
          <TextField label="Token ID" {...field('tokenId')} />
          <TextField label="Contract address" {...field('contractAddress')} />
          <TextField label="Purchase price (MIST)" inputMode="numeric" {...field('purchasePrice')} />
          <TextField label="Transaction hash" {...field('transactionHash')} />
          <Button type="submit" disabled={isPending}>
            {isPending ? 'Processing...' : 'Process Purchase'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
