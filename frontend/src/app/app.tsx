import type { ApolloClient } from '@apollo/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';

export function App({ apolloClient }: { apolloClient: ApolloClient }) {
  return (
    <BrowserRouter>
      <AppProviders apolloClient={apolloClient}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  );
}
