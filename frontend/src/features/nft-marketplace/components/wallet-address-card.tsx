import { Card, CardContent } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';

type WalletAddressCardProps = {
  value: string;
  onChange: (value: string) => void;
  connected: boolean;
};

/** The address both forms use: filled from the connected wallet, and editable. */
export function WalletAddressCard({ value, onChange, connected }: WalletAddressCardProps) {
  return (
    <Card className="gap-2 py-5">
      <CardContent className="grid gap-2 px-5">
        <TextField
          label="Wallet address"
          name="walletAddress"
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <p className="text-sm text-muted-foreground">
          {connected
            ? 'Filled from your connected wallet. You can change it to check another address.'
            : 'Connect your wallet to fill this in, or type an address.'}
        </p>
      </CardContent>
    </Card>
  );
}
