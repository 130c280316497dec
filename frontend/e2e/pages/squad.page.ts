import { expect, type Locator, type Page } from '@playwright/test';

/** /squad: formation buttons, the pitch's slot buttons, My NFT Players, the bench and Save Team. */
export class SquadPage {
  readonly heading: Locator;
  readonly myPlayers: Locator;
  readonly playerRows: Locator;
  readonly pitchSlots: Locator;
  readonly saveButton: Locator;
  readonly teamName: Locator;
  readonly benchHeading: Locator;
  /** Under the pitch once a slot is clicked: its position, the players it can take, Clear Selection. */
  readonly selectedSlot: Locator;
  /** What the last formation switch did: who went to the bench or was kept aside. */
  readonly formationNotice: Locator;
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Squad Builder' });
    this.myPlayers = page.getByRole('list', { name: 'My NFT Players' });
    this.playerRows = this.myPlayers.getByTestId('player-card');
    this.pitchSlots = page.getByRole('group', { name: /^Pitch, / }).getByTestId('pitch-slot');
    this.saveButton = page.getByRole('button', { name: 'Save Team' });
    this.teamName = page.getByLabel('Team name');
    this.benchHeading = page.getByRole('heading', { name: /^Bench \(/ });
    this.selectedSlot = page.getByRole('region', { name: 'Selected slot' });
    this.formationNotice = page.getByRole('status', { name: 'Formation change' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/squad');
    await expect(this.heading).toBeVisible();
  }

  myPlayersHeading(count: number): Locator {
    return this.page.getByRole('heading', { name: `My NFT Players (${count})` });
  }

  /** Opens the page until it lists `count` cards: a new manager's starter pack comes from their registration event. */
  async untilCards(count: number): Promise<void> {
    await expect(async () => {
      await this.goto();
      await expect(this.myPlayersHeading(count)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(this.playerRows).toHaveCount(count);
  }

  /** Builds an eleven in `formation` by clicking, fills the bench and captains the first starter; answers the captain. */
  async buildLineup(formation: string): Promise<string> {
    await this.chooseFormation(formation);
    await this.fillEmptySlots();
    await this.fillBench();
    await expect(this.benchHeading).toHaveText('Bench (6/6)');
    const [captain] = await this.starterNames();
    await this.makeCaptain(captain!);
    await expect(this.page.getByTestId('captain-star')).toHaveCount(1);
    return captain!;
  }

  async chooseFormation(formation: string): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Formation' })
      .getByRole('button', { name: formation })
      .click();
    await expect(this.page.getByRole('group', { name: `Pitch, ${formation}` })).toBeVisible();
  }

  /** Fills every empty slot with the first player offered for it (Add), as a manager would by clicking. */
  async fillEmptySlots(): Promise<void> {
    const count = await this.pitchSlots.count();
    for (let index = 0; index < count; index += 1) {
      const slot = this.pitchSlots.nth(index);
      if (!(await slot.getAttribute('aria-label'))?.endsWith(', empty')) continue;
      await slot.click();
      // A player not starting yet (one on the bench moves up; the bench is refilled afterwards).
      await this.playerRows
        .filter({ hasNotText: 'In XI' })
        .getByRole('button')
        .filter({ hasText: /^Add$/ })
        .first()
        .click();
      await expect(slot).not.toHaveAttribute('aria-label', /, empty$/);
    }
  }

  /** Puts every player who is neither starting nor on the bench on the bench, while it has room. */
  async fillBench(): Promise<void> {
    const benchButtons = this.myPlayers.getByRole('button', { name: /to the bench$/ });
    while ((await benchButtons.count()) > 0) {
      await benchButtons.first().click();
    }
  }

  async makeCaptain(name: string): Promise<void> {
    await this.myPlayers.getByRole('button', { name: `Captain ${name}` }).click();
  }

  /** The Add buttons of the selected slot's own list, in the order it offers them (free players first). */
  slotOffers(): Locator {
    return this.selectedSlot.getByRole('button', { name: /^Add / });
  }

  /** Each slot as the pitch names it, e.g. "ST: Kofi Brannock, overall 80, captain" or "RM, empty". */
  async slotLabels(): Promise<string[]> {
    return this.pitchSlots.evaluateAll((slots) => slots.map((s) => s.getAttribute('aria-label') ?? ''));
  }

  /** The starters' names, read from the pitch. */
  async starterNames(): Promise<string[]> {
    const labels = await this.slotLabels();
    return labels.flatMap((label) => {
      const match = /^[A-Z]+: (.+), overall \d+/.exec(label);
      return match ? [match[1]!] : [];
    });
  }

  /** Orders My NFT Players (Position, Form, Points, Price (highest first), Next fixture (easiest first)). */
  async sortBy(label: string): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Sort and filter' })
      .getByLabel('Sort by')
      .selectOption({ label });
  }

  /** The form of each card My NFT Players shows, top to bottom, as it reads (one decimal). */
  async shownForms(): Promise<number[]> {
    return (await this.myPlayers.getByTestId('card-form').allTextContents()).map(Number);
  }
}
