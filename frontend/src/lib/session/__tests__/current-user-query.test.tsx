import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createQueryClient, RETRY_DELAY_MS } from '@/lib/query/query-client';
import {
  CURRENT_USER_GC_MS,
  CURRENT_USER_KEY,
  CURRENT_USER_STALE_MS,
  useCurrentUser,
} from '@/lib/session/current-user-query';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';

function CurrentUsername() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <p>loading</p>;
  return <p>{user ? user.username : 'signed out'}</p>;
}

let queryClient: QueryClient;

function renderCurrentUser() {
  return render(
    <QueryClientProvider client={queryClient}>
      <CurrentUsername />
    </QueryClientProvider>,
  );
}

function userRequests(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([input]) => input === '/api/user');
}

async function focusWindow() {
  await act(async () => {
    window.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
  });
}

describe('current user', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    queryClient = createQueryClient();
  });
  afterEach(() => {
    queryClient.clear();
    jest.useRealTimers();
  });

  it('should treat a 401 as signed out', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderCurrentUser();

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
  });

  it('should ask GET /api/user with the session cookie, and parse the user', async () => {
    const fetchMock = mockApi({ 'GET /api/user': signedInAs('alice') });
    renderCurrentUser();

    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('should not retry a failure', async () => {
    const fetchMock = mockApi({ 'GET /api/user': { status: 502, body: 'bad gateway' } });
    renderCurrentUser();

    expect(await screen.findByText('signed out')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(10 * RETRY_DELAY_MS));
    expect(userRequests(fetchMock)).toHaveLength(1);
  });

  it('should refetch on window focus only once the user is older than 5 minutes', async () => {
    let username = 'alice';
    const fetchMock = mockApi({ 'GET /api/user': () => signedInAs(username) });
    renderCurrentUser();
    await screen.findByText('alice');

    username = 'bob';
    const updatedAt = queryClient.getQueryState(CURRENT_USER_KEY)?.dataUpdatedAt ?? 0;
    await act(() => jest.advanceTimersByTimeAsync(updatedAt + CURRENT_USER_STALE_MS - 1 - Date.now()));
    await focusWindow();
    expect(userRequests(fetchMock)).toHaveLength(1);

    await act(() => jest.advanceTimersByTimeAsync(1));
    await focusWindow();
    expect(userRequests(fetchMock)).toHaveLength(2);
    expect(await screen.findByText('bob')).toBeInTheDocument();
  });

  it('should keep the unused user for 10 minutes', async () => {
    mockApi({ 'GET /api/user': signedInAs('alice') });
    const view = renderCurrentUser();
    await screen.findByText('alice');
    view.unmount();

    await act(() => jest.advanceTimersByTimeAsync(CURRENT_USER_GC_MS - 1));
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual({ id: '1', username: 'alice' });
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
  });
});
