import { expect, test } from '@playwright/test';
import { AppShell } from './pages/app-shell.page';
import { SplRewardsPage } from './pages/spl-rewards.page';
import { SquadPage } from './pages/squad.page';
import { playNextGameweek } from './support/game-clock';
import { freshCredentials, registerThroughApi } from './support/test-users';

// The toast of a live reward: '+400 SPL · Goal by Kofi Brannock (Captain 2x)'.
const REWARD_TOAST = /\+([\d,]+) SPL · ((?:Goal|Assist|Clean sheet|Penalty save) by [^(]+)/;

// SPL paid live through the browser: the test brings the next kick-off forward on the game clock, so
// the saved squad is locked and infra/bin/e2e plays its starters' matches fast (SIMULATION_SPEED); the
// first goal, assist, clean sheet or penalty save of one of them pays the manager.
test('a fielded player scoring in a simulated match should move the SPL balance, list the reward and toast it without a reload', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(10 * 60_000);
  const credentials = freshCredentials();
  await registerThroughApi(page.request, credentials);
  const shell = new AppShell(page);
  const squad = new SquadPage(page);
  await squad.untilCards(17);
  await squad.teamName.fill(`${credentials.username} FC`);
  await squad.buildLineup('4-3-3');
  await squad.saveButton.click();
  await expect(shell.toast('Team saved')).toBeVisible();

  const spl = new SplRewardsPage(page);
  await spl.goto();
  const splOf = async (card: 'Current Balance' | 'Total Earned') =>
    Number((await spl.card(card).textContent())?.replace(/\D/g, ''));
  await expect(spl.noRewards).toBeVisible();
  // Not always 0: Early Adopter (one of the first 1,000 managers) pays at registration.
  const before = await splOf('Current Balance');
  // Gone if the page reloads or navigates: everything below must arrive on this page as it is.
  await page.evaluate(() => Object.assign(window, { splLiveMarker: true }));

  await playNextGameweek(baseURL!, page.request, 'STARTED');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: REWARD_TOAST }).first();
  await expect(toast).toBeVisible({ timeout: 8 * 60_000 });
  const [, amount, name] = REWARD_TOAST.exec((await toast.textContent()) ?? '')!;
  const headline = name!.trim();

  // The balance moved by at least the reward (an achievement the goal unlocks may add more), all of
  // it earned: nothing was spent.
  await expect
    .poll(() => splOf('Current Balance'))
    .toBeGreaterThanOrEqual(before + Number(amount!.replace(/,/g, '')));
  await expect(async () => expect(await splOf('Total Earned')).toBe(await splOf('Current Balance'))).toPass();
  await expect(spl.rewards.filter({ hasText: headline }).first()).toContainText(`+${amount} SPL`);
  expect(await page.evaluate(() => (window as { splLiveMarker?: boolean }).splLiveMarker)).toBe(true);
});
