import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, Trophy, X } from 'lucide-react';
import { MainNav } from '@/app/layout/main-nav';
import { SessionActions, VisitorLinks } from '@/app/layout/session-controls';
import { ThemeMenu } from '@/app/layout/theme-menu';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { NotificationBell } from '@/features/notifications';
import { WalletButton } from '@/features/wallet';
import { cn } from '@/lib/utils';

const MENU_ID = 'header-menu';

export function AppHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  // Any page change folds the menu too (one chosen under More, Back, a link on the page).
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // Escape folds the open menu and hands focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 md:gap-y-2 md:pb-2">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-1.5 rounded-md text-[0.9375rem] font-bold tracking-tight text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:gap-2 sm:text-lg"
        >
          <Trophy aria-hidden="true" className="size-5 sm:size-6" />
          {env.productName}
        </Link>
        <VisitorLinks className="ml-auto" />
        {/* On the first row at every width: before the phone's menu button, after logging out from md up. */}
        <div className="ml-auto flex items-center gap-3 md:order-1 md:ml-0">
          <NotificationBell />
          <ThemeMenu />
        </div>
        <Button
          ref={menuButton}
          type="button"
          variant="outline"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">Menu</span>
        </Button>
        {/*
          On a phone the links, the wallet, the username and logging out fold into this menu, so the
          first row keeps room for the bell. From md up it dissolves (display: contents): the username
          and logging out join the first row, taking no room of their own (basis 0: a long name is cut,
          the row never wraps), and the links take a row of their own.
        */}
        <div
          id={MENU_ID}
          className={cn(
            menuOpen ? 'flex' : 'hidden',
            'order-2 w-full flex-col gap-3 md:order-none md:contents',
          )}
        >
          <SessionActions className="order-last md:order-none md:flex-1 md:basis-0 md:flex-nowrap md:justify-end" />
          <div className="flex w-full flex-wrap items-center gap-2 md:order-2">
            <MainNav className="w-full md:w-auto md:flex-1" onNavigate={closeMenu} />
            <WalletButton />
          </div>
        </div>
      </div>
    </header>
  );
}
