import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import { MainNav } from '@/app/layout/main-nav';
import { SessionControls } from '@/app/layout/session-controls';
import { env } from '@/config/env';
import { WalletButton } from '@/features/wallet';

export function AppHeader() {
  return (
    <header className="border-b bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-4 pt-3">
        <Link
          to="/"
          className="flex items-center gap-1.5 rounded-md text-[0.9375rem] font-bold tracking-tight text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:gap-2 sm:text-lg"
        >
          <Trophy aria-hidden="true" className="size-5 sm:size-6" />
          {env.productName}
        </Link>
        <SessionControls className="ml-auto" />
      </div>
      {/* A row of its own, so the links never crowd the session controls; on narrow screens they wrap. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2">
        <MainNav className="flex-1" />
        <WalletButton />
      </div>
    </header>
  );
}
