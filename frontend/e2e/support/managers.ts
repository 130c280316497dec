import { expect, type Browser, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell.page';
import { MarketplacePage } from '../pages/marketplace.page';
import { SquadPage } from '../pages/squad.page';
import { freshCredentials, registerThroughApi, type Credentials } from './test-users';

// Matches are played fast (infra/bin/e2e: about 9 s each), yet a fielded lineup waits for its gameweek's
// deadline before it earns: the first reward may take several minutes.
const EARN_TIMEOUT_MS = 9 * 60_000;

/** A registered manager in a browser context of their own, with the page objects every spec uses. */
export type Manager = { page: Page; credentials: Credentials; market: MarketplacePage; shell: AppShell };

export async function newManager(browser: Browser, baseURL: string): Promise<Manager> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const credentials = freshCredentials();
  await registerThroughApi(page.request, credentials);
  // The starter pack comes from the registration event, as any SPL for registering (Early Adopter) does.
  await new SquadPage(page).untilCards(17);
  return { page, credentials, market: new MarketplacePage(page), shell: new AppShell(page) };
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
  await market.goto();
  await expect
    .poll(() => market.balance(), { timeout: EARN_TIMEOUT_MS, intervals: [5_000] })
    .toBeGreaterThanOrEqual(minimum);
  return 'match rewards';
}
