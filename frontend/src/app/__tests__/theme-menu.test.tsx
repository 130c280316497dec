import { act } from 'react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { setSystemColorScheme } from '@/testing/color-scheme';
import { mockApi, signedOut } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const html = document.documentElement;

async function openThemeMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Theme' }));
  return screen.findByRole('menu');
}

async function pickTheme(name: 'Light' | 'Dark' | 'System') {
  await userEvent.click(within(await openThemeMenu()).getByRole('menuitemradio', { name }));
}

async function checkedTheme() {
  const checked = within(await openThemeMenu()).getByRole('menuitemradio', { checked: true });
  await userEvent.keyboard('{Escape}');
  return checked.textContent;
}

describe('the header theme menu', () => {
  beforeEach(() => {
    localStorage.clear();
    html.classList.remove('dark');
    mockApi({ 'GET /api/user': signedOut });
  });

  it('should offer Light, Dark and System, System being the choice until the manager picks one', async () => {
    renderApp('/');

    const options = within(await openThemeMenu()).getAllByRole('menuitemradio');

    expect(options.map((option) => option.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(within(screen.getByRole('menu')).getByRole('menuitemradio', { checked: true })).toHaveTextContent(
      'System',
    );
  });

  it("should follow the system's colour scheme by default, also when it changes", async () => {
    setSystemColorScheme('dark');
    renderApp('/');
    await screen.findByRole('button', { name: 'Theme' });

    expect(html).toHaveClass('dark');

    act(() => setSystemColorScheme('light'));
    expect(html).not.toHaveClass('dark');
  });

  it('should apply the picked theme at once, whatever the system says', async () => {
    setSystemColorScheme('dark');
    renderApp('/');

    await pickTheme('Light');
    expect(html).not.toHaveClass('dark');
    act(() => setSystemColorScheme('light'));
    await pickTheme('Dark');
    expect(html).toHaveClass('dark');
    act(() => setSystemColorScheme('dark'));
    act(() => setSystemColorScheme('light'));
    expect(html).toHaveClass('dark');
  });

  it('should keep the choice for the next visit, and forget it for System', async () => {
    const first = renderApp('/');
    await pickTheme('Dark');
    first.unmount();
    html.classList.remove('dark');

    const second = renderApp('/');

    expect(await checkedTheme()).toBe('Dark');
    expect(html).toHaveClass('dark');
    await pickTheme('System');
    expect(html).not.toHaveClass('dark');
    second.unmount();
    setSystemColorScheme('dark');
    renderApp('/');
    expect(await checkedTheme()).toBe('System');
    expect(html).toHaveClass('dark');
  });

  it('should follow a choice made in another tab', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Theme' });

    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    });

    expect(html).toHaveClass('dark');
    expect(await checkedTheme()).toBe('Dark');
  });
});
