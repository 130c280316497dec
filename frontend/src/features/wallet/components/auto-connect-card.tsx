import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
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
        <Switch id={switchId} checked={enabled} onCheckedChange={setEnabled} aria-describedby={hintId} />
      </CardContent>
    </Card>
  );
}
