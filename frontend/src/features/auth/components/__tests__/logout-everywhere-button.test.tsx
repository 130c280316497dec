import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestBodies, signedInAs } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

async function clickLogoutEverywhere() {
  const banner = screen.getByRole('banner');
  await userEvent.click(await within(banner).findByRole('button', { name: 'Log out everywhere' }));
}

describe('log out everywhere', () => {
  it('should end every session, then treat the user as logged out and go home', async () => {
    const fetchMock = mockApi({
      'GET /api/user': signedInAs('alice'),
      'POST /api/logout-everywhere': { status: 200, body: { success: true } },
    });
    renderApp('/squad');
    await screen.findByRole('heading', { level: 1, name: 'Squad Builder' });

    await clickLogoutEverywhere();

    const toast = (await screen.findByText('Logged out')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('You have been successfully logged out.');
    expect(requestBodies(fetchMock, 'POST /api/logout-everywhere')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logout-everywhere',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Sui Fantasy League' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(banner).queryByText('alice')).not.toBeInTheDocument();
    expect(requestBodies(fetchMock, 'POST /api/logout')).toHaveLength(0);
  });

  it('should keep the manager signed in and say why when the server fails', async () => {
    mockApi({
      'GET /api/user': signedInAs('alice'),
      'POST /api/logout-everywhere': { status: 503, statusText: 'Service Unavailable' },
    });
    renderApp('/squad');
    await screen.findByRole('heading', { level: 1, name: 'Squad Builder' });

    await clickLogoutEverywhere();

    const toast = (await screen.findByText('Logout failed')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('503: Service Unavailable');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(currentPath()).toBe('/squad');
    expect(within(screen.getByRole('banner')).getByText('alice')).toBeInTheDocument();
  });

  it('should show the visitor as logged out when the server says the session is already gone', async () => {
    mockApi({
      'GET /api/user': signedInAs('alice'),
      'POST /api/logout-everywhere': { status: 401, body: { message: 'Not authenticated' } },
    });
    renderApp('/squad');
    await screen.findByRole('heading', { level: 1, name: 'Squad Builder' });

    await clickLogoutEverywhere();

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });
});
