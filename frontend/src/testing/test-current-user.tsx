import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient } from '@/testing/test-query-client';
import { storeCurrentUser } from '@/lib/session/use-session-actions';

/**
 * The app's query client with a settled session for component tests: signed in as `username` (id
 * `user-<username>`), or a visitor when it is null. The client lives as long as the component, so a
 * rerender keeps its data.
 */
export function TestCurrentUser({ username, children }: { username: string | null; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createTestQueryClient();
    storeCurrentUser(client, username === null ? null : { id: `user-${username}`, username });
    return client;
  });
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
