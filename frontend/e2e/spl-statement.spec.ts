import { expect, test } from '@playwright/test';
import { H2hPage } from './pages/h2h.page';
import { LeagueDetailsPage } from './pages/league-details.page';
import { LeaguesPage } from './pages/leagues.page';
import { PlayerPage } from './pages/player.page';
import { SplRewardsPage, splOf } from './pages/spl-rewards.page';
import { SquadPage } from './pages/squad.page';
import { withHeldGameClock } from './support/game-clock';
import { newManager, untilEarned, untilPlayedGameweek, type Manager } from './support/managers';
import { cheapestUnownedOffer } from './support/new-card-offers';
import { keepScreenshot } from './support/screenshots';

const LISTING_PRICE = 20;
const PRIZE_POOL = 10;
const WAGER = 25;
const PHONE = { width: 390, height: 844 };

/** The manager's whole statement adds up to the Current Balance card, each line's balance to the lines below it. */
async function expectStatementAddsUp(spl: SplRewardsPage): Promise<void> {
  await spl.loadWholeStatement();
  const figures = await spl.statementFigures();
  const balance = splOf((await spl.card('Current Balance').textContent()) ?? '');
  expect(figures.reduce((sum, line) => sum + line.amount, 0)).toBe(balance);
  expect(figures[0]!.balanceAfter).toBe(balance);
  let running = 0;
  for (const line of [...figures].reverse()) {
    running += line.amount;
    expect(line.balanceAfter).toBe(running);
  }
}

async function screenshots(manager: Manager, spl: SplRewardsPage, name: string): Promise<void> {
  await spl.statement.scrollIntoViewIfNeeded();
  await keepScreenshot(manager.page, `${name}-desktop.png`, { fullPage: true });
  await manager.page.setViewportSize(PHONE);
  await expect(spl.statementLines.first()).toBeVisible();
  await keepScreenshot(manager.page, `${name}-phone.png`, { fullPage: true });
  await expectStatementAddsUp(spl);
  await manager.page.setViewportSize({ width: 1280, height: 800 });
}

test("the SPL page's statement should list every movement with its cause and add up to the balance, after rewards, a sale, a purchase, a league and a battle", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(8 * 60_000);
  const a = await newManager(browser, baseURL!);
  const b = await newManager(browser, baseURL!);
  // A new card for A to buy and then list (the cards of his locked lineup cannot be listed).
  const offer = await cheapestUnownedOffer([a, b]);
  const { player } = offer;
  // A lists only once he has played a gameweek; his fielded players may earn match rewards meanwhile.
  await untilPlayedGameweek(a);
  await untilEarned(a, offer.price + PRIZE_POOL + WAGER);
  await untilEarned(b, LISTING_PRICE + WAGER);
  const nameA = a.credentials.username;
  const nameB = b.credentials.username;

  // A buys the new card and lists it; B buys it: two purchases, and A's sale less the market fee.
  await a.market.openTab('New Cards');
  await a.market.search.fill(player);
  await a.market.buy(a.market.offer(player));
  await expect(a.shell.toast('Purchase complete')).toBeVisible({ timeout: 30_000 });
  await a.market.goto();
  await a.market.sell(player, String(LISTING_PRICE));
  await expect(a.shell.toast('Listed for sale')).toBeVisible();
  await b.market.goto();
  await b.market.search.fill(player);
  const listing = b.market.listing(player, nameA);
  await expect(listing).toHaveCount(1);
  await b.market.buy(listing);
  await expect(b.shell.toast('Purchase complete')).toBeVisible({ timeout: 30_000 });

  // A creates a league with a prize pool and challenges B, who accepts: both stakes held. The clock
  // stands still meanwhile, so no deadline settles them before the statements are read.
  const leagueId = await withHeldGameClock(baseURL!, async () => {
    const leagues = new LeaguesPage(a.page);
    await leagues.goto();
    await leagues.createLeague({
      name: `Ledger ${nameA}`,
      prizePool: PRIZE_POOL,
      firstPrize: PRIZE_POOL,
      secondPrize: 0,
      upcomingGameweekIndex: 0,
    });
    await expect(a.shell.toast('League created')).toBeVisible({ timeout: 30_000 });
    const league = new LeagueDetailsPage(a.page);
    await expect(league.memberBadge).toBeVisible();
    const id = league.leagueId();

    const h2hA = new H2hPage(a.page);
    await h2hA.goto();
    await h2hA.fillBattle(nameB, WAGER);
    await h2hA.createButton.click();
    await expect(a.shell.toast('Battle created')).toBeVisible();
    const h2hB = new H2hPage(b.page);
    await h2hB.goto();
    await h2hB.challengeFrom(nameA).getByRole('button', { name: 'Accept' }).click();
    await expect(h2hB.myBattle(nameA)).toContainText('Wager held', { timeout: 30_000 });
    return id;
  });

  // A's statement: the sale with its fee, the prize pool and the wager held, each linked to its cause.
  const splA = new SplRewardsPage(a.page);
  await splA.goto();
  await expect(a.page.getByRole('group', { name: 'Total Earned' })).toContainText(
    'Match rewards and achievement bonuses; not sales or prizes',
  );
  const sale = splA.statementLine(
    new RegExp(`^Card sold for ${LISTING_PRICE} SPL, less a \\d+ SPL market fee`),
  );
  await expect(sale).toHaveCount(1);
  const fee = Number(/less a (\d+) SPL/.exec((await sale.textContent()) ?? '')![1]);
  await expect(sale).toContainText(`+${LISTING_PRICE - fee} SPL`);
  await expect(sale.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');
  const bought = splA.statementLine('Card purchase (paid)');
  await expect(bought).toContainText(`-${offer.price.toLocaleString('en-US')} SPL`);
  await expect(bought).toContainText('Paid out');
  const pool = splA.statementLine('League prize pool (held until the league ends)');
  await expect(pool).toContainText(`-${PRIZE_POOL} SPL`);
  await expect(pool).toContainText('Held');
  const wagerA = splA.statementLine('Battle wager (held until the battle is settled)');
  await expect(wagerA).toContainText(`-${WAGER} SPL`);
  const battleLink = wagerA.getByRole('link', { name: 'H2H battles' });
  await expect(battleLink).toHaveAttribute('href', /^\/h2h\?battle=[\w-]+$/);
  await expectStatementAddsUp(splA);
  await screenshots(a, splA, 'statement-seller');
  // The wager's link lands on its battle: H2H, the battle's card scrolled to and marked as the one meant.
  await battleLink.click();
  await a.shell.expectPath('/h2h');
  const linked = new H2hPage(a.page).myBattle(nameB);
  await expect(linked).toHaveAttribute('aria-current', 'true');
  await expect(linked).toBeInViewport();
  await keepScreenshot(a.page, 'h2h-linked-battle-desktop.png');
  await a.page.goBack();
  await pool.getByRole('link', { name: 'View league' }).click();
  await a.shell.expectPath(`/leagues/${leagueId}`);

  // B's statement: the card bought and the wager held.
  const splB = new SplRewardsPage(b.page);
  await splB.goto();
  const purchase = splB.statementLine('Card purchase (paid)');
  await expect(purchase).toContainText(`-${LISTING_PRICE} SPL`);
  await expect(purchase).toContainText('Paid out');
  await expect(splB.statementLine('Battle wager (held until the battle is settled)')).toContainText(
    `-${WAGER} SPL`,
  );
  await expectStatementAddsUp(splB);
  await screenshots(b, splB, 'statement-buyer');

  // B opens the bought card's player from his squad: the sale is among his last, on the price chart.
  const squadB = new SquadPage(b.page);
  await squadB.goto();
  await squadB.myPlayers.getByRole('link', { name: player, exact: true }).first().click();
  const playerPage = new PlayerPage(b.page);
  await playerPage.expectOpen(player);
  await expect(playerPage.lastSales).toContainText(`${LISTING_PRICE} SPL`);
  await expect(playerPage.priceChart).toBeVisible();
  await keepScreenshot(b.page, 'player-after-sale.png', { fullPage: true });
});
