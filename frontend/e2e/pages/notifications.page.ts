import { expect, type Locator, type Page } from '@playwright/test';

type Channel = 'In app' | 'Email' | 'Push';

/** The header's bell: its button (named with the unread count) and the open list. */
export class NotificationBell {
  readonly button: Locator;
  readonly panel: Locator;
  readonly list: Locator;
  readonly settingsLink: Locator;

  constructor(page: Page) {
    this.button = page.getByRole('banner').getByRole('button', { name: /^Notifications\b/ });
    this.panel = page.getByRole('dialog', { name: 'Notifications' });
    this.list = this.panel.getByRole('list', { name: 'Notifications' });
    this.settingsLink = this.panel.getByRole('link', { name: 'Notification settings', exact: true });
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.panel).toBeVisible();
  }

  /** The listed notifications whose text has `text` (a link each; unread ones are named 'Unread: …'). */
  items(text: string | RegExp): Locator {
    return this.list.getByRole('link').filter({ hasText: text });
  }
}

/** /settings/notifications: each kind a group of three switches. */
export class NotificationSettingsPage {
  readonly heading: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Notification settings' });
  }

  channel(kind: string, channel: Channel): Locator {
    return this.page.getByRole('group', { name: kind, exact: true }).getByRole('switch', { name: channel });
  }

  /** Flips one switch to `on` and waits until the server has kept it. */
  async set(kind: string, channel: Channel, on: boolean): Promise<void> {
    const saved = this.page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') &&
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
          'SetNotificationPreference',
    );
    await this.channel(kind, channel).setChecked(on);
    const body = (await (await saved).json()) as { errors?: unknown };
    expect(body.errors).toBeUndefined();
    await expect(this.channel(kind, channel)).toBeChecked({ checked: on });
  }
}
