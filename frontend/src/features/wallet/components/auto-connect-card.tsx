import { useId } from 'react';
import { Switch } from 'radix-ui';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { useAutoConnectPreference } from '@/features/wallet/hooks/use-auto-connect-preference';

/** Auto-connect is off by default (nothing reconnects unasked); the user may turn it on for this browser. */
export function AutoConnectCard() {
  const { enabled, setEnabled } = useAutoConnectPreference();
  const switchId = useId();
  const hintId = useId();

  return (
    <Card role="region" aria-labelledby="wallet-auto-connect-title">
      <CardHeader>
        <CardTitle id="wallet-auto-connect-title" asChild>
          <h2>Connection Preferences</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={switchId}>Reconnect automatically</Label>
          <p id={hintId} className="text-sm text-muted-foreground">
            Reconnects silently to the remembered wallet and account when the app opens.
          </p>
        </div>
        <Switch.Root
          id={switchId}
          checked={enabled}
          onCheckedChange={setEnabled}
          aria-describedby={hintId}
          className="inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input"
        >
          <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background shadow-sm transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0" />
        </Switch.Root>
      </CardContent>
    </Card>
  );
}
