import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi, signedInAs, signedOut } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

const membersOnly = [
  ['/squad', 'Squad Builder'],
  ['/team', 'Team Management'],
  ['/leagues', 'Fantasy Leagues'],
  ['/leagues/3', 'League Details'],
  ['/h2h', 'Head-to-Head Battles'],
  ['/spl-rewards', 'SPL Rewards'],
  ['/achievements', 'Achievements'],
  ['/wallet', 'Sui Wallet Integration'],
  ['/nft-marketplace', 'NFT Marketplace'],
];

describe('route guards', () => {
  it.each(membersOnly)('should send a visitor from %s to /login', async (path, title) => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('should show a loading skeleton, not the page, while the user is unknown', async () => {
    mockApi({ 'GET /api/user': () => new Promise(() => {}) });
    renderApp('/squad');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Squad Builder' })).not.toBeInTheDocument();
  });

  it('should let a visitor open a public page', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/leaderboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Global Leaderboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/leaderboard');
  });

  it.each(['/login', '/register'])('should send a signed-in manager from %s to home', async (path) => {
    mockApi({ 'GET /api/user': signedInAs('alice') });
    renderApp(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Sui Fantasy League' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });
});
