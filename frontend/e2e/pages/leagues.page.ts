import { expect, type Locator, type Page } from '@playwright/test';

export type NewLeague = {
  name: string;
  prizePool: number;
  firstPrize: number;
  secondPrize: number;
  /** Which of the offered gameweeks not started yet to play (0: the next one); the league lasts that one. */
  upcomingGameweekIndex: number;
};

/** /leagues: My Leagues, Available Leagues, and the Join League and Create League dialogs. */
export class LeaguesPage {
  readonly heading: Locator;
  readonly dialog: Locator;
  readonly myLeagues: Locator;
  readonly availableLeagues: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Fantasy Leagues' });
    this.dialog = page.getByRole('dialog');
    this.myLeagues = page.getByRole('list', { name: 'My Leagues' });
    this.availableLeagues = page.getByRole('list', { name: 'Available Leagues' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/leagues');
    await expect(this.heading).toBeVisible();
  }

  myLeague(name: string): Locator {
    return this.myLeagues.getByRole('group', { name, exact: true });
  }

  /**
   * Create League with a prize pool, over one gameweek chosen among those offered; answers that gameweek's
   * number. The dialog then follows the prize pool until it is held.
   */
  async createLeague(league: NewLeague): Promise<number> {
    await this.page.getByRole('button', { name: 'Create League', exact: true }).click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('textbox', { name: 'League name' }).fill(league.name);
    await this.dialog.getByRole('button', { name: 'Entry fee, prizes and gameweeks' }).click();
    await this.dialog.getByRole('textbox', { name: 'Prize pool (SPL)' }).fill(String(league.prizePool));
    await this.dialog.getByRole('textbox', { name: '1st prize (SPL)' }).fill(String(league.firstPrize));
    await this.dialog.getByRole('textbox', { name: '2nd prize (SPL)' }).fill(String(league.secondPrize));

    const first = this.dialog.getByRole('combobox', { name: 'First gameweek' });
    // The first option is the server's default; then one per gameweek not started yet.
    const gameweeks = first.locator('option:not([value=""])');
    await expect(gameweeks.first()).toBeAttached();
    const offered = await gameweeks.count();
    const value = await gameweeks
      .nth(Math.min(league.upcomingGameweekIndex, offered - 1))
      .getAttribute('value');
    await first.selectOption(value!);
    await this.dialog.getByRole('combobox', { name: 'Last gameweek' }).selectOption(value!);

    await this.dialog.getByRole('button', { name: 'Create League', exact: true }).click();
    return Number(value);
  }

  /** Join League with an invite code. */
  async joinByCode(inviteCode: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Join League', exact: true }).click();
    await expect(this.dialog).toBeVisible();
    await this.dialog.getByRole('textbox', { name: 'Invite code' }).fill(inviteCode);
    await this.dialog.getByRole('button', { name: 'Join League', exact: true }).click();
  }
}
