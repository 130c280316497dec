import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { useCurrentUser } from '@/lib/session/current-user-context';
import { CURRENT_USER_STALE_MS, CurrentUserProvider } from '@/lib/session/current-user-provider';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';

function CurrentUsername() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <p>loading</p>;
  return <p>{user ? user.username : 'signed out'}</p>;
}

function renderProvider() {
  render(
    <CurrentUserProvider>
      <CurrentUsername />
    </CurrentUserProvider>,
  );
}

function userRequests(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([input]) => input === '/api/user');
}

describe('current user', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('should treat a 401 as signed out', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderProvider();

    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('should ask with the session cookie, and parse the user', async () => {
    const fetchMock = mockApi({ 'GET /api/user': signedInAs('alice') });
    renderProvider();

    expect(await screen.findByText('alice')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('should refetch on window focus only once the user is older than 5 minutes', async () => {
    jest.useFakeTimers();
    const fetchMock = mockApi({ 'GET /api/user': signedInAs('alice') });
    renderProvider();
    await screen.findByText('alice');

    act(() => jest.advanceTimersByTime(CURRENT_USER_STALE_MS));
    act(() => window.dispatchEvent(new Event('focus')));
    expect(userRequests(fetchMock)).toHaveLength(1);

    act(() => jest.advanceTimersByTime(1));
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(userRequests(fetchMock)).toHaveLength(2);
  });
});
