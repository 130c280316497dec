import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from '@/app/layout/app-header';
import { BackButton } from '@/app/layout/back-button';
import { LiveConnectionBanner } from '@/app/layout/live-connection-banner';
import { useLiveSplAwards } from '@/app/layout/use-live-spl-awards';
import { PageSkeleton } from '@/components/page-skeleton';
import { useSessionSync } from '@/lib/session/use-session-sync';
import { useAppliedTheme } from '@/lib/theme';

export function AppLayout() {
  useLiveSplAwards();
  useSessionSync();
  useAppliedTheme();
  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to main content
      </a>
      <AppHeader />
      <LiveConnectionBanner />
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:py-8"
      >
        <BackButton />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
