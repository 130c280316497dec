import type { ApolloClient } from '@apollo/client';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';

export function App({ apolloClient, queryClient }: { apolloClient: ApolloClient; queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppProviders apolloClient={apolloClient} queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
