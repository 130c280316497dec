import { LogOut } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { useLogout } from '@/features/auth/hooks/use-logout';

/** A real link to GET /api/logout (works without scripts), enhanced to log out in place via POST. */
export function LogoutLink() {
  const logout = useLogout();
  return (
    <a
      href="/api/logout"
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      onClick={(event) => {
        event.preventDefault();
        logout();
      }}
    >
      <LogOut aria-hidden="true" />
      Logout
    </a>
  );
}
