import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SplRewardsPageDocument } from '@/features/spl-rewards';
import { createApolloTestLink } from '@/testing/apollo-test-link';
import { nextLockMock } from '@/testing/game-clock-fixtures';
import { mockApi, requestBodies, signedInAs } from '@/testing/mock-api';
import { currentPath, renderApp, renderAppWithLink } from '@/testing/render-app';
import { signedInShellMocks } from '@/testing/shell-mocks';
import { splPageBalance, splRewardsPage, splStatementMock } from '@/testing/spl-fixtures';

async function clickLogout() {
  const banner = screen.getByRole('banner');
  await userEvent.click(await within(banner).findByRole('link', { name: 'Logout' }));
}

describe('logout link', () => {
  it('should end the session, say so, and go home (not to /login) from a members-only page', async () => {
    const fetchMock = mockApi({ 'GET /api/user': signedInAs('alice'), 'POST /api/logout': { status: 200 } });
    renderApp('/squad');
    await screen.findByRole('heading', { level: 1, name: 'Squad Builder' });

    await clickLogout();

    const toast = (await screen.findByText('Logged out')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('You have been successfully logged out.');
    expect(requestBodies(fetchMock, 'POST /api/logout')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Sui Fantasy League' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it("should drop the manager's GraphQL answers, so whoever signs in next in this tab never sees them", async () => {
    mockApi({ 'GET /api/user': signedInAs('alice'), 'POST /api/logout': { status: 200 } });
    const page = splRewardsPage({ mySplBalance: splPageBalance(1050, 1250) });
    const { link } = createApolloTestLink([
      { request: { query: SplRewardsPageDocument }, result: { data: page } },
      splStatementMock(),
      ...signedInShellMocks(),
      // Home, where logging out lands, shows the next lock.
      nextLockMock(),
    ]);
    const { apolloClient } = renderAppWithLink(link, '/spl-rewards');
    expect(await screen.findByText('1,050 SPL')).toBeInTheDocument();
    expect(JSON.stringify(apolloClient.cache.extract())).toContain('1050');

    await clickLogout();

    await screen.findByText('Logged out');
    await waitFor(() => expect(apolloClient.cache.extract()).toEqual({}));
  });

  it('should keep the manager signed in and show a destructive toast when logout fails', async () => {
    mockApi({
      'GET /api/user': signedInAs('alice'),
      'POST /api/logout': { status: 500, statusText: 'Internal Server Error' },
    });
    renderApp('/squad');
    await screen.findByRole('heading', { level: 1, name: 'Squad Builder' });

    await clickLogout();

    const toast = (await screen.findByText('Logout failed')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('500: Internal Server Error');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(currentPath()).toBe('/squad');
    expect(within(screen.getByRole('banner')).getByText('alice')).toBeInTheDocument();
  });
});
