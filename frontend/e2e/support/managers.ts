import { expect, type Browser, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell.page';
import { MarketplacePage } from '../pages/marketplace.page';
import { SquadPage } from '../pages/squad.page';
import { graphql } from '../__generated__';
import { playNextGameweek } from './game-clock';
import { graphqlAs } from './graphql-request';
import { freshCredentials, registerThroughApi, type Credentials } from './test-users';

const CanListCardsDocument = graphql(`
  query E2eCanListCards {
    canListCards
  }
`);

// Once the test has played a gameweek on the game clock, its rewards and its end reach spl-rewards and
// nft through Kafka within seconds.
const AFTER_PLAY_TIMEOUT_MS = 60_000;

/** A registered manager in a browser context of their own, with the page objects every spec uses. */
export type Manager = {
  page: Page;
  baseURL: string;
  credentials: Credentials;
  market: MarketplacePage;
  shell: AppShell;
};

/** A fresh manager with their starter pack, in a browser context of the given size (desktop by default). */
export async function newManager(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<Manager> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const credentials = freshCredentials();
  await registerThroughApi(page.request, credentials);
  // The starter pack comes from the registration event, as any SPL for registering (Early Adopter) does.
  await new SquadPage(page).untilCards(17);
  return { page, baseURL, credentials, market: new MarketplacePage(page), shell: new AppShell(page) };
}

/** Saves a 4-3-3 of the manager's cards: from the next gameweek's deadline on, it scores. */
export async function fieldSquad({ page, credentials, shell }: Manager): Promise<void> {
  const squad = new SquadPage(page);
  await squad.goto();
  await squad.teamName.fill(`${credentials.username} FC`);
  await squad.buildLineup('4-3-3');
  await squad.saveButton.click();
  await expect(shell.toast('Team saved')).toBeVisible();
}

/**
 * Waits until the manager has `minimum` SPL, earned the product's way: an achievement paid for registering
 * (Early Adopter, for the first 1,000 managers of a database), else rewards for their fielded players in
 * the simulated matches (a saved lineup, then its gameweek's matches).
 */
export async function untilEarned(manager: Manager, minimum: number): Promise<string> {
  const { market } = manager;
  await market.goto();
  try {
    await expect.poll(() => market.balance(), { intervals: [1_000] }).toBeGreaterThanOrEqual(minimum);
    return 'registration achievement';
  } catch {
    // Not an early adopter: field a squad and wait for its players to earn.
  }
  await fieldSquad(manager);
  await playNextGameweek(manager.baseURL, manager.page.request, 'FINISHED');
  await market.goto();
  await expect
    .poll(() => market.balance(), { timeout: AFTER_PLAY_TIMEOUT_MS, intervals: [2_000] })
    .toBeGreaterThanOrEqual(minimum);
  return 'match rewards';
}

/**
 * Fields a squad and waits until its gameweek is played: a manager lists cards on the market only once he
 * has played a gameweek (a fresh account cannot funnel its starter pack).
 */
export async function untilPlayedGameweek(manager: Manager): Promise<void> {
  await fieldSquad(manager);
  await playNextGameweek(manager.baseURL, manager.page.request, 'FINISHED');
  await expect
    .poll(async () => (await graphqlAs(manager.page.request, CanListCardsDocument)).canListCards, {
      timeout: AFTER_PLAY_TIMEOUT_MS,
      intervals: [2_000],
    })
    .toBe(true);
}
