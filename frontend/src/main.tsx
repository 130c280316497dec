import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { appTypePolicies, createAppLinks } from '@/app/apollo-setup';
import { env } from '@/config/env';
import { createApolloClient } from '@/lib/apollo-client';
import { createQueryClient } from '@/lib/query/query-client';
import { recheckCurrentUser } from '@/lib/session/use-session-actions';
import '@/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

document.title = env.productName;

// On `/` the document arrives with the home page's first screen already drawn (home-prerender.tsx); the
// first render replaces it with the same elements, now live (not hydrated: a browser's first render may
// differ from it, with wallet auto-connect on for one).

const queryClient = createQueryClient();
// A GraphQL answer saying nobody is signed in: who is, is asked again (the session may have ended elsewhere).
const links = createAppLinks({ onSessionLost: () => void recheckCurrentUser(queryClient) });

createRoot(rootElement).render(
  <StrictMode>
    <App
      apolloClient={createApolloClient({ typePolicies: appTypePolicies, links })}
      queryClient={queryClient}
    />
  </StrictMode>,
);
