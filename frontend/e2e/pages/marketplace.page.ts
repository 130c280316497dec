import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /marketplace: search, position, sort and figures filters, the Player Listings / New Cards / Sell Players
 * tabs, Buy Now.
 */
export class MarketplacePage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly listings: Locator;
  readonly newCards: Locator;
  readonly noPlayersFound: Locator;
  readonly buyDialog: Locator;
  readonly balanceGroup: Locator;
  readonly sellForm: Locator;
  readonly myListings: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Player Marketplace' });
    this.search = page.getByRole('searchbox', { name: 'Search players or clubs' });
    this.listings = page.getByRole('list', { name: 'Players for sale' });
    this.newCards = page.getByRole('list', { name: 'New cards for sale' });
    this.noPlayersFound = page.getByText('No Players Found', { exact: true });
    this.buyDialog = page.getByRole('dialog');
    this.balanceGroup = page.getByRole('group', { name: 'Your SPL balance' });
    this.sellForm = page.getByRole('region', { name: 'Sell a Player' });
    this.myListings = page.getByRole('region', { name: /^My Listings/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/marketplace');
    await expect(this.heading).toBeVisible();
  }

  async openTab(name: 'Player Listings' | 'New Cards' | 'Sell Players'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  positionButton(name: 'all' | 'GK' | 'DEF' | 'MID' | 'ATT'): Locator {
    return this.page.getByRole('group', { name: 'Position' }).getByRole('button', { name, exact: true });
  }

  /** A manager's listing on the Player Listings tab, by player (and seller, when given). */
  listing(player: string, seller?: string): Locator {
    const cards = this.listings.getByRole('group', { name: player, exact: true });
    return seller ? cards.filter({ hasText: `Seller ${seller}` }) : cards;
  }

  offer(player: string): Locator {
    return this.newCards.getByRole('group', { name: player, exact: true });
  }

  /** One of the selects under the search: 'Sort by', 'Min form', 'Max price' or 'Next fixture'. */
  select(name: 'Sort by' | 'Min form' | 'Max price' | 'Next fixture'): Locator {
    return this.page.getByRole('combobox', { name });
  }

  /** The form each card of `list` shows, in the order shown ('Form 4.8' → 4.8). */
  async formsShown(list: Locator): Promise<number[]> {
    const lines = await list.getByTestId('market-player-form').allTextContents();
    return lines.map((line) => Number(/Form\s*(-?[\d.]+)/.exec(line)?.[1] ?? Number.NaN));
  }

  /** The signed-in manager's SPL as the page shows it ('1,250 SPL' → 1250). */
  async balance(): Promise<number> {
    const text = (await this.balanceGroup.textContent()) ?? '';
    const match = /([\d,]+)\s*SPL/.exec(text);
    return match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
  }

  /** Buy Now on `card`, then Confirm Purchase in the dialog (which then follows the purchase). */
  async buy(card: Locator): Promise<void> {
    await card.getByRole('button', { name: /^Buy Now/ }).click();
    await expect(this.buyDialog).toBeVisible();
    await this.buyDialog.getByRole('button', { name: 'Confirm Purchase' }).click();
  }

  async sell(player: string, price: string): Promise<void> {
    await this.openTab('Sell Players');
    const select = this.sellForm.getByRole('combobox', { name: 'Player to sell' });
    await expect(select.getByRole('option', { name: new RegExp(`^${player} · `) })).toHaveCount(1);
    const value = await select
      .getByRole('option', { name: new RegExp(`^${player} · `) })
      .getAttribute('value');
    await select.selectOption(value!);
    await this.sellForm.getByRole('textbox', { name: 'Price (SPL)' }).fill(price);
    await this.sellForm.getByRole('button', { name: 'List for Sale' }).click();
  }

  myListing(player: string): Locator {
    return this.myListings.getByRole('listitem', { name: player, exact: true });
  }

  /**
   * Resolves once the page has sent its graphql-ws `subscribe` for ended listings. Call before navigating;
   * the socket opens only for a signed-in manager.
   */
  listingEndedSubscriptionStarted(): Promise<void> {
    return new Promise((resolve) => {
      this.page.on('websocket', (socket) => {
        socket.on('framesent', ({ payload }) => {
          const text = typeof payload === 'string' ? payload : payload.toString('utf8');
          if (text.includes('"subscribe"') && text.includes('marketListingEnded')) resolve();
        });
      });
    });
  }
}
