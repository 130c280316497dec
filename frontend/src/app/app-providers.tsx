import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Toaster } from '@/components/ui/toast';
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
        {children}
        <Toaster />
      </CurrentUserProvider>
    </ApolloProvider>
  );
}
