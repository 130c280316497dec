import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toast';
import { WalletShellProvider } from '@/features/wallet';

/** Everything the routes expect around them, except the router (the browser and tests bring their own). */
export function AppProviders({
  apolloClient,
  queryClient,
  children,
}: {
  apolloClient: ApolloClient;
  /** The REST facade's data, the current user included. */
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={apolloClient}>
      <QueryClientProvider client={queryClient}>
        {/* Cheap until used: the dApp kit loads on Connect Wallet, on a page that needs the wallet, or at
            start when auto-connect is on. */}
        <WalletShellProvider>
          {children}
          <Toaster />
        </WalletShellProvider>
      </QueryClientProvider>
    </ApolloProvider>
  );
}
