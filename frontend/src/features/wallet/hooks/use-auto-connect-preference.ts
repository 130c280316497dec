import { useCallback, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { readAutoConnect, writeAutoConnect } from '@/features/wallet/kit/auto-connect-preference';

/** The 'Reconnect automatically' choice of this browser; it takes effect the next time the app opens. */
export function useAutoConnectPreference() {
  const [enabled, setEnabled] = useState(readAutoConnect);

  const change = useCallback((next: boolean) => {
    if (writeAutoConnect(next)) {
      setEnabled(next);
      return;
    }
    // The switch stays as it was: showing a choice the next visit would not find is misleading.
    toast({
      title: 'Preference Not Saved',
      description: 'This browser does not let the app store your choice.',
      variant: 'destructive',
    });
  }, []);

  return { enabled, setEnabled: change };
}
