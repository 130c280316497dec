import { expect, type Locator, type Page } from '@playwright/test';

/** The header, navigation and toasts around every page. */
export class AppShell {
  readonly banner: Locator;
  readonly nav: Locator;
  readonly backButton: Locator;
  readonly loginLink: Locator;
  readonly registerLink: Locator;
  readonly logoutLink: Locator;
  readonly logoutEverywhereButton: Locator;
  readonly errorToast: Locator;

  constructor(private readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.backButton = page.getByRole('button', { name: 'Back' });
    this.loginLink = this.banner.getByRole('link', { name: 'Log in', exact: true });
    this.registerLink = this.banner.getByRole('link', { name: 'Register', exact: true });
    this.logoutLink = this.banner.getByRole('link', { name: 'Logout', exact: true });
    this.logoutEverywhereButton = this.banner.getByRole('button', {
      name: 'Log out everywhere',
      exact: true,
    });
    // Sonner marks toast.error with data-type="error"; the app styles those as destructive.
    this.errorToast = page.locator('[data-sonner-toast][data-type="error"]');
  }

  navLink(label: string): Locator {
    return this.nav.getByRole('link', { name: label, exact: true });
  }

  /** The bar's More button: the pages the bar does not name (its name adds the open one's). */
  get moreButton(): Locator {
    return this.nav.getByRole('button', { name: /^More\b/ });
  }

  /** The phone header's Menu button (hidden from md up). */
  get menuButton(): Locator {
    return this.banner.getByRole('button', { name: 'Menu', exact: true });
  }

  /** The header's Theme button: light, dark or the system's. */
  get themeButton(): Locator {
    return this.banner.getByRole('button', { name: 'Theme', exact: true });
  }

  /** Picks a theme in the header's Theme menu. */
  async pickTheme(name: 'Light' | 'Dark' | 'System'): Promise<void> {
    await this.themeButton.click();
    await this.page.getByRole('menu').getByRole('menuitemradio', { name, exact: true }).click();
  }

  /** An item of the open More menu. */
  moreItem(label: string): Locator {
    return this.page.getByRole('menu').getByRole('menuitem', { name: label, exact: true });
  }

  signedInUser(username: string): Locator {
    return this.banner.getByText(`Signed in as ${username}`, { exact: true });
  }

  toast(title: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: title });
  }

  async expectPath(path: string): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === path);
  }
}
