import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Toaster } from '@/components/ui/toast';
import { WalletShellProvider } from '@/features/wallet';
import { CurrentUserProvider } from '@/lib/session/current-user-provider';

/** Everything the routes expect around them, except the router (the browser and tests bring their own). */
export function AppProviders({
  apolloClient,
  children,
}: {
  apolloClient: ApolloClient;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={apolloClient}>
      <CurrentUserProvider>
        {/* Cheap until used: the dApp kit loads on Connect Wallet, on a page that needs the wallet, or at
            start when auto-connect is on. */}
        <WalletShellProvider>
          {children}
          <Toaster />
        </WalletShellProvider>
      </CurrentUserProvider>
    </ApolloProvider>
  );
}
