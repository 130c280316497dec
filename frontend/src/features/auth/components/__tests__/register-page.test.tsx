import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestBodies, signedOut } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

async function registerAs(username: string, password: string) {
  const user = userEvent.setup();
  renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create an account' });
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Register' }));
}

describe('register page', () => {
  it('should welcome the new manager by product name, sign them in and go home', async () => {
    const fetchMock = mockApi({
      'GET /api/user': signedOut,
      'POST /api/register': { status: 201, body: { id: 'c0ffee', username: 'bob_99' } },
    });

    await registerAs('bob_99', 'correct-horse');

    const toastTitle = await screen.findByText('Registration successful');
    expect(toastTitle.closest('[data-sonner-toast]')).toHaveTextContent(
      'Welcome to Sui Fantasy League, bob_99!',
    );
    expect(requestBodies(fetchMock, 'POST /api/register')).toEqual([
      { username: 'bob_99', password: 'correct-horse' },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Sui Fantasy League' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(within(screen.getByRole('banner')).getByText('bob_99')).toBeInTheDocument();
  });

  it("should show the server's message in a destructive toast", async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/register': { status: 409, body: { message: 'Username already exists' } },
    });

    await registerAs('bob_99', 'correct-horse');

    const toast = (await screen.findByText('Registration failed')).closest('[data-sonner-toast]');
    expect(toast).toHaveTextContent('Username already exists');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(currentPath()).toBe('/register');
  });

  it('should link to the login page', async () => {
    mockApi({ 'GET /api/user': signedOut });
    renderApp('/register');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
