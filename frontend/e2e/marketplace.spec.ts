import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.page';
import { MarketplacePage } from './pages/marketplace.page';
import { SquadPage } from './pages/squad.page';
import { newManager, untilEarned, untilPlayedGameweek } from './support/managers';
import { cheapestUnownedOffer } from './support/new-card-offers';

// What B pays for A's listing: A receives it less the 5 % fee (rounded down), 19 SPL.
const LISTING_PRICE = 20;

test('a visitor should browse the market, with prices in SPL, and be sent to log in to buy', async ({
  page,
}) => {
  const market = new MarketplacePage(page);
  await market.goto();
  await expect(page.getByPlaceholder('Search players or clubs...')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Position' }).getByRole('button')).toHaveText([
    'all',
    'GK',
    'DEF',
    'MID',
    'ATT',
  ]);
  await expect(market.balanceGroup).toHaveCount(0);

  await market.openTab('New Cards');
  await market.positionButton('GK').click();
  await expect(market.positionButton('GK')).toHaveAttribute('aria-pressed', 'true');
  const first = market.newCards.getByTestId('new-card-offer').first();
  await expect(first).toContainText('Position GK');
  await expect(first.getByTestId('market-price')).toHaveText(/^\$[\d,]+\s*SPL$/);

  // Not hovering a button (their hover colour is not what is checked here).
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);

  await first.getByRole('button', { name: /^Buy Now/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(new AppShell(page).toast('Log in to buy players')).toBeVisible();
});

test('managers should buy with the SPL they earned: a new card lands in the squad, and a listing sold to another manager leaves the seller’s open page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(6 * 60_000);
  const a = await newManager(browser, baseURL!);
  const b = await newManager(browser, baseURL!);

  // A new card of a footballer neither manager has a card of: on /squad and in the sell form it is then
  // the one bought.
  const offer = await cheapestUnownedOffer([a, b]);
  const { player } = offer;

  // A sells later on: only a manager who has played a gameweek may list.
  await untilPlayedGameweek(a);
  // Leaves each manager on the market page.
  const earnedA = await untilEarned(a, offer.price);
  const earnedB = await untilEarned(b, LISTING_PRICE);
  test.info().annotations.push({ type: 'SPL earned', description: `A: ${earnedA}; B: ${earnedB}` });

  // A buys the new card: confirmation, purchase settled through spl-rewards, toast, balance down.
  const before = await a.market.balance();
  await a.market.openTab('New Cards');
  await a.market.search.fill(player);
  await expect(a.market.offer(player)).toHaveCount(1);
  await a.market.buy(a.market.offer(player));
  await expect(a.shell.toast('Purchase complete')).toBeVisible({ timeout: 30_000 });
  await expect(a.shell.toast(`${player} joined your squad`)).toBeVisible();
  await expect(a.market.buyDialog).toHaveCount(0);
  await expect.poll(() => a.market.balance()).toBe(before - offer.price);

  // The card is A's: on /squad with the starter pack.
  const squadA = new SquadPage(a.page);
  await squadA.goto();
  await expect(squadA.myPlayersHeading(18)).toBeVisible();
  await expect(squadA.playerRows.filter({ hasText: player })).toHaveCount(1);

  // A lists it and keeps the market open on it.
  await a.market.goto();
  await a.market.sell(player, String(LISTING_PRICE));
  await expect(a.shell.toast('Listed for sale')).toBeVisible();
  await expect(a.market.myListing(player)).toContainText(new RegExp(`${LISTING_PRICE}\\s*SPL`));
  const subscribed = a.market.listingEndedSubscriptionStarted();
  await a.market.goto();
  await subscribed;
  await a.market.search.fill(player);
  const ownListing = a.market.listing(player, a.credentials.username);
  await expect(ownListing).toHaveCount(1);
  await expect(ownListing).toContainText('Your listing');
  await expect(ownListing.getByRole('button', { name: /Buy Now/ })).toHaveCount(0);
  // Gone if the page reloads or navigates: what follows must reach this page as it is.
  await a.page.evaluate(() => Object.assign(window, { marketLiveMarker: true }));

  // B finds A's listing and buys it.
  await b.market.goto();
  await b.market.search.fill(player);
  const listing = b.market.listing(player, a.credentials.username);
  await expect(listing).toHaveCount(1);
  await expect(listing.getByTestId('market-price')).toHaveText(new RegExp(`^\\$${LISTING_PRICE}\\s*SPL$`));
  await b.market.buy(listing);
  await expect(b.shell.toast('Purchase complete')).toBeVisible({ timeout: 30_000 });
  await expect(b.market.listing(player, a.credentials.username)).toHaveCount(0);

  // A's open page drops the listing without a reload, and tells A it sold: both are awaited at once, as
  // the toast goes after a few seconds.
  await Promise.all([
    expect(ownListing).toHaveCount(0),
    expect(a.shell.toast(`Sold: ${player}`)).toBeVisible(),
  ]);
  expect(await a.page.evaluate(() => (window as { marketLiveMarker?: boolean }).marketLiveMarker)).toBe(true);

  // The card is B's now.
  const squadB = new SquadPage(b.page);
  await squadB.goto();
  await expect(squadB.myPlayersHeading(18)).toBeVisible();
  await expect(squadB.playerRows.filter({ hasText: player })).toHaveCount(1);
});
