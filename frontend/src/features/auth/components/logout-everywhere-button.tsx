import { MonitorSmartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLogoutEverywhere } from '@/features/auth/hooks/use-logout-everywhere';

/** Ends every session of the user (other browsers and devices too), then this one is logged out as well. */
export function LogoutEverywhereButton() {
  const logoutEverywhere = useLogoutEverywhere();
  return (
    <Button type="button" variant="ghost" size="sm" onClick={logoutEverywhere}>
      <MonitorSmartphone aria-hidden="true" />
      Log out everywhere
    </Button>
  );
}
