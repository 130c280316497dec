import { expect, type Locator, type Page } from '@playwright/test';
import type { Credentials } from '../support/test-users';

type CredentialsPageOptions = { path: string; heading: string; submitLabel: string };

/** The login and register pages share one form: username, password and a submit button. */
export class CredentialsPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;

  constructor(
    protected readonly page: Page,
    private readonly options: CredentialsPageOptions,
  ) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: options.heading });
    this.username = main.getByLabel('Username', { exact: true });
    this.password = main.getByLabel('Password', { exact: true });
    this.submitButton = main.locator('form').getByRole('button', { name: options.submitLabel, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.options.path);
    await expect(this.heading).toBeVisible();
  }

  async submit({ username, password }: Credentials): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submitButton.click();
  }
}
