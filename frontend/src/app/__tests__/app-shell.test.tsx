import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

// The navigation bar's items, in the order it shows them.
const navigation = [
  ['Home', '/'],
  ['Squad', '/squad'],
  ['Team', '/team'],
  ['Market', '/marketplace'],
  ['Leagues', '/leagues'],
  ['Rankings', '/leaderboard'],
  ['H2H', '/h2h'],
  ['NFTs', '/nft-marketplace'],
  ['SPL', '/spl-rewards'],
];

// The pages the bar does not name, and the notification settings, behind the bar's More menu.
const morePages = [
  ['Championships', '/championships'],
  ['Achievements', '/achievements'],
  ['Injury Center', '/injuries'],
  ['Game Rules', '/whitepaper'],
  ['Wallet', '/wallet'],
  ['Notification settings', '/settings/notifications'],
];

async function mainNav() {
  return screen.findByRole('navigation', { name: 'Main' });
}

describe('app shell', () => {
  it('should list the navigation links of the bar, in order, with their paths', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/');

    const links = within(await mainNav()).getAllByRole('link');

    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(navigation);
  });

  it('should list the other pages and the notification settings under More, each a link that opens it', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/');

    await userEvent.click(within(await mainNav()).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');

    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(morePages);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Injury Center' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Injury Center' })).toBeInTheDocument();
    expect(currentPath()).toBe('/injuries');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('should highlight More, naming the page, while one of its pages is open', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/whitepaper');
    const nav = await mainNav();

    const more = within(nav).getByRole('button', { name: /^More\W+Game Rules$/ });
    expect(more).toHaveAttribute('data-current', 'page');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(0);
    await userEvent.click(more);
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Game Rules' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('should fold the phone menu when a page under More is chosen by keyboard', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });

    await userEvent.click(menuButton);
    within(await mainNav())
      .getByRole('button', { name: 'More' })
      .focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Championships' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(currentPath()).toBe('/championships'));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('should highlight only the link of the current page', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/marketplace');

    await screen.findByRole('heading', { level: 1, name: 'Player Marketplace' });
    const nav = await mainNav();

    expect(within(nav).getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('should highlight Leagues on a league page', async () => {
    mockApi({ 'GET /api/user': signedInAs('alice') });
    renderApp('/leagues/7');

    await screen.findByRole('heading', { level: 1, name: 'League Details' });

    expect(within(await mainNav()).getByRole('link', { name: 'Leagues' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('should not show a Back button on home', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: 'Welcome to Sui Fantasy League' });

    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('should go back to the previous page with the Back button', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/injuries', '/leaderboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Injury Center' })).toBeInTheDocument();
    expect(currentPath()).toBe('/injuries');
  });

  it('should show the 404 card with a link home for an unknown path', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('should show Log in and Register to visitors', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/');
    const banner = screen.getByRole('banner');

    expect(await within(banner).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(banner).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('should show the username and a Logout link to a signed-in manager', async () => {
    mockApi({ 'GET /api/user': signedInAs('alice') });
    renderApp('/');
    const banner = screen.getByRole('banner');

    expect(await within(banner).findByText('alice')).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    expect(within(banner).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it("should show a signed-in manager's notification bell in the header, never folded into the phone menu", async () => {
    mockApi({ 'GET /api/user': signedInAs('alice') });
    renderApp('/');
    const banner = screen.getByRole('banner');

    const bell = await within(banner).findByRole('button', { name: /^Notifications/ });

    const menu = within(banner).getByRole('button', { name: 'Menu' });
    expect(document.getElementById(menu.getAttribute('aria-controls')!)).not.toContainElement(bell);
  });

  // The menu folds the links, the wallet and logging out on a phone (CSS); its button drives it.
  it('should open and close the header menu from its button, by Escape and by following a link', async () => {
    mockApi({ 'GET /api/user': signedInAs('alice') });
    renderApp('/');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;

    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await within(panel).findByRole('link', { name: 'Logout' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Log out everywhere' })).toBeInTheDocument();

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(panel).getByRole('link', { name: 'Rankings' }));
    expect(currentPath()).toBe('/leaderboard');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
