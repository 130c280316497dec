import { expect, type Locator, type Page } from '@playwright/test';

export type PreRegistration = {
  teamName: string;
  formation: '4-4-2' | '4-3-3' | '3-5-2' | '5-4-1' | '4-5-1';
};

/** /championships: a card per championship (badge, button, recent pre-registrations) and the modal. */
export class ChampionshipsPage {
  readonly heading: Locator;
  readonly modal: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Championships' });
    this.modal = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/championships');
    await expect(this.heading).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByRole('group', { name, exact: true });
  }

  /** The card's button; a pattern matches any of several labels. */
  button(name: string, label: string | RegExp): Locator {
    return this.card(name).getByRole('button', { name: label, exact: typeof label === 'string' });
  }

  /** The card's most recent pre-registrations ('username' then 'formation' per item). */
  recentRegistrations(name: string): Locator {
    return this.page.getByRole('list', { name: `Recent pre-registrations: ${name}`, exact: true });
  }

  /** The card's Registered button (the manager pre-registered; it opens the modal to update). */
  registered(name: string): Locator {
    return this.card(name).getByRole('button', {
      name: `Registered: update your pre-registration for ${name}`,
      exact: true,
    });
  }

  /** The card's Member link (the manager joined; it opens the championship's league). */
  member(name: string): Locator {
    return this.card(name).getByRole('link', { name: `Member: open ${name}`, exact: true });
  }

  /** Pre-Register Now (or Registered, to update) on the card, then the modal filled in and submitted. */
  async preRegister(name: string, { teamName, formation }: PreRegistration): Promise<void> {
    await this.card(name)
      .getByRole('button', { name: /^(Pre-Register Now$|Registered: )/ })
      .click();
    await expect(this.modal).toHaveAccessibleName(`Pre-Register for ${name}`);
    await this.modal.getByRole('textbox', { name: 'Team name (optional)' }).fill(teamName);
    await this.modal.getByRole('combobox', { name: 'Preferred formation' }).selectOption(formation);
    await this.modal.getByRole('button', { name: 'Pre-Register', exact: true }).click();
  }
}
