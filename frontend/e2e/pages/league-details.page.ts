import { expect, type Locator, type Page } from '@playwright/test';

/** /leagues/:id: the league's header (status, invite code), Standings, Prizes, Members, Gameweek History. */
export class LeagueDetailsPage {
  readonly inviteCode: Locator;
  readonly standings: Locator;
  readonly standingRows: Locator;
  readonly prizes: Locator;
  readonly prizesWon: Locator;
  readonly members: Locator;
  readonly memberBadge: Locator;

  constructor(private readonly page: Page) {
    this.inviteCode = page.getByTestId('invite-code');
    this.standings = page.getByRole('table', { name: 'Standings' });
    this.standingRows = this.standings.locator('tbody tr');
    this.prizes = page.getByRole('region', { name: 'Prizes' });
    this.prizesWon = this.prizes.getByRole('list', { name: 'Prizes won' });
    this.members = page.getByRole('region', { name: 'Members' });
    this.memberBadge = page.getByText('You are a member', { exact: true });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async goto(leagueId: string, name: string): Promise<void> {
    await this.page.goto(`/leagues/${leagueId}`);
    await expect(this.heading(name)).toBeVisible();
  }

  /** The league's id, read from the address of its page. */
  leagueId(): string {
    return new URL(this.page.url()).pathname.replace(/^\/leagues\//, '');
  }

  /** Rank, manager, points, latest gameweek points and prize of `username`'s row, as shown. */
  async standing(username: string): Promise<{ rank: number; points: number; prize: string }> {
    const row = this.standingRows.filter({ hasText: username });
    const cells = await row.getByRole('cell').allTextContents();
    return {
      rank: Number(cells[0]?.replace('#', '')),
      points: Number(cells[2]?.replace(/,/g, '')),
      prize: cells[4] ?? '',
    };
  }

  /**
   * Opens the page until it says the league is finished: the page reads itself again only while a
   * gameweek is played, so the start of the league is seen on a reload.
   */
  async untilFinished(leagueId: string, name: string, gameweek: number, timeout: number): Promise<void> {
    await expect(async () => {
      await this.goto(leagueId, name);
      await expect(this.page.getByText(`Finished after gameweek ${gameweek}.`)).toBeVisible({
        timeout: 15_000,
      });
    }).toPass({ timeout, intervals: [5_000] });
  }
}
