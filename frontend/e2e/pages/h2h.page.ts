import { expect, type Locator, type Page } from '@playwright/test';

type H2hTab = 'Active Matches' | 'Create Battle' | 'Battle History';

/** /h2h: the three tabs, the Create Battle form and the battle cards (titled 'vs <manager>'). */
export class H2hPage {
  readonly heading: Locator;
  readonly createForm: Locator;
  readonly myBattles: Locator;
  readonly openChallenges: Locator;
  readonly history: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Head-to-Head Battles' });
    this.createForm = page.getByRole('region', { name: 'Create Battle' });
    this.myBattles = page.getByRole('region', { name: 'My Battles' });
    this.openChallenges = page.getByRole('region', { name: 'Open Challenges' });
    this.history = page.getByRole('region', { name: 'Past Battles' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/h2h');
    await expect(this.heading).toBeVisible();
  }

  async openTab(name: H2hTab): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** Fills Create Battle (the wager stays at its default 25 unless given); submit with createButton. */
  async fillBattle(opponentUsername: string, wager?: number): Promise<void> {
    await this.openTab('Create Battle');
    await this.createForm.getByRole('textbox', { name: 'Opponent username' }).fill(opponentUsername);
    if (wager !== undefined) {
      await this.createForm.getByRole('spinbutton', { name: 'Wager (SPL)' }).fill(String(wager));
    }
  }

  get createButton(): Locator {
    return this.createForm.getByRole('button', { name: 'Create Battle' });
  }

  myBattle(opponentUsername: string): Locator {
    return this.myBattles.getByRole('group', { name: `vs ${opponentUsername}`, exact: true });
  }

  challengeFrom(challengerUsername: string): Locator {
    return this.openChallenges.getByRole('group', {
      name: `${challengerUsername} challenges you`,
      exact: true,
    });
  }

  pastBattle(opponentUsername: string): Locator {
    return this.history.getByRole('group', { name: `vs ${opponentUsername}`, exact: true });
  }

  /** The scores as a card shows them: 'You<mine>–<opponent><theirs>'. */
  async scores(card: Locator, opponentUsername: string): Promise<{ mine: number; theirs: number }> {
    const text = (await card.getByLabel('Scores', { exact: true }).textContent()) ?? '';
    const match = new RegExp(`^You(\\d+)–${opponentUsername}(\\d+)$`).exec(text.trim());
    if (!match) throw new Error(`unreadable scores: ${text}`);
    return { mine: Number(match[1]), theirs: Number(match[2]) };
  }
}
