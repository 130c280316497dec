import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_REDIRECT_DELAY_MS } from '@/features/auth/hooks/use-login';
import { mockApi, requestBodies, signedOut, type FakeReply } from '@/testing/mock-api';
import { currentPath, renderApp } from '@/testing/render-app';

async function openLoginPage() {
  renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
}

function submitButton() {
  return within(screen.getByRole('main')).getByRole('button', { name: 'Log in' });
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(submitButton());
}

async function findToast(title: string) {
  const titleElement = await screen.findByText(title, { selector: '[data-title]' });
  const toast = titleElement.closest('[data-sonner-toast]');
  if (!(toast instanceof HTMLElement)) throw new Error(`"${title}" is not inside a toast`);
  return toast;
}

describe('login page', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('should show a message under each empty field and link it to the input', async () => {
    const fetchMock = mockApi({ 'GET /api/user': signedOut });
    const user = userEvent.setup();
    await openLoginPage();

    await user.click(submitButton());

    const username = screen.getByLabelText('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(requestBodies(fetchMock, 'POST /api/login')).toEqual([]);
  });

  it("should apply the server's username and password rules", async () => {
    mockApi({ 'GET /api/user': signedOut });
    const user = userEvent.setup();
    await openLoginPage();

    await fillAndSubmit(user, 'al', 'short');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at least 3 characters',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'al ice!');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username may contain only letters, digits and underscores',
    );

    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'a'.repeat(21));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be at most 20 characters',
    );

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'p'.repeat(129));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at most 128 characters',
    );
  });

  it('should greet the manager, sign them in, and go home after 500 ms', async () => {
    jest.useFakeTimers();
    // Like the server: once logged in, GET /api/user answers with the user.
    let session: FakeReply = signedOut;
    let loggedInAt = 0;
    const fetchMock = mockApi({
      'GET /api/user': () => session,
      'POST /api/login': () => {
        loggedInAt = Date.now();
        return (session = { status: 200, body: { id: 5, username: 'alice' } });
      },
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await openLoginPage();

    await fillAndSubmit(user, 'alice', 'correct-horse');

    const toast = await findToast('Login successful');
    expect(toast).toHaveTextContent('Welcome back, alice!');
    expect(toast).not.toHaveAttribute('data-type', 'error');
    expect(requestBodies(fetchMock, 'POST /api/login')).toEqual([
      { username: 'alice', password: 'correct-horse' },
    ]);
    expect(within(screen.getByRole('banner')).getByText('alice')).toBeInTheDocument();
    // The stored user is refreshed from the server.
    expect(requestBodies(fetchMock, 'GET /api/user')).toHaveLength(2);
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Logging in…' })).toBeDisabled();

    // Finding the toast moved the fake clock on: the 500 ms count from the login's answer.
    act(() => jest.advanceTimersByTime(loggedInAt + LOGIN_REDIRECT_DELAY_MS - 1 - Date.now()));
    expect(currentPath()).toBe('/login');

    act(() => jest.advanceTimersByTime(1));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Sui Fantasy League' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('should disable the button while the request is pending', async () => {
    mockApi({ 'GET /api/user': signedOut, 'POST /api/login': () => new Promise(() => {}) });
    const user = userEvent.setup();
    await openLoginPage();

    await fillAndSubmit(user, 'alice', 'correct-horse');

    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  });

  it("should show the server's message in a destructive toast", async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': { status: 401, body: { message: 'Invalid username or password' } },
    });
    const user = userEvent.setup();
    await openLoginPage();

    await fillAndSubmit(user, 'alice', 'wrong-password');

    const toast = await findToast('Login failed');
    expect(toast).toHaveTextContent('Invalid username or password');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(submitButton()).toBeEnabled();
    expect(currentPath()).toBe('/login');
  });

  it("should say 'Login failed' when the server's message cannot be read", async () => {
    mockApi({
      'GET /api/user': signedOut,
      'POST /api/login': { status: 500, body: '<html>Internal Server Error</html>' },
    });
    const user = userEvent.setup();
    await openLoginPage();

    await fillAndSubmit(user, 'alice', 'correct-horse');

    const toast = await findToast('Login failed');
    expect(toast.querySelector('[data-description]')).toHaveTextContent(/^Login failed$/);
    expect(toast).toHaveAttribute('data-type', 'error');
  });

  it('should link to the register page', async () => {
    mockApi({ 'GET /api/user': signedOut });
    await openLoginPage();

    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
