import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { appTypePolicies } from '@/app/apollo-setup';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes } from '@/app/app-routes';
import { createQueryClient } from '@/lib/query/query-client';

/**
 * The markup of `/` as the app's first render draws it in a browser, before any answer has come (the
 * session and every figure still loading): built into the home page's document, so the header and the
 * hero paint as soon as it arrives. The app replaces it with the same elements once its script runs.
 */
export async function renderHomeMarkup(): Promise<string> {
  // Nothing is fetched at build time: the queries stay in their loading state, as in the browser.
  const apolloClient = new ApolloClient({
    link: ApolloLink.empty(),
    cache: new InMemoryCache({ typePolicies: appTypePolicies }),
    ssrMode: true,
  });
  const queryClient = createQueryClient();
  const { prelude } = await prerender(
    <StaticRouter location="/">
      <AppProviders apolloClient={apolloClient} queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </StaticRouter>,
    // All of it in place: by default React moves a large finished boundary (the page under the layout's
    // Suspense) to the end of the document, shown by an inline script, which the gateway's policy forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await new Response(prelude).text();
  // Their timers (cache collection) would keep the build's process alive.
  apolloClient.stop();
  queryClient.clear();
  return markup;
}
