import { expect, test, type Locator, type Page } from '@playwright/test';
import { AppShell } from './pages/app-shell.page';
import { HomePage } from './pages/home.page';
import { LeaderboardPage } from './pages/leaderboard.page';
import { RegisterPage } from './pages/register.page';
import { SquadPage } from './pages/squad.page';
import { TeamPage } from './pages/team.page';
import { playNextGameweek, withHeldGameClock } from './support/game-clock';
import { freshCredentials } from './support/test-users';

const FORMATIONS = ['4-3-3', '4-4-2', '3-5-2', '4-2-3-1'];

/** Points shown as a whole number ("1,234"); a dash or nothing reads as null. */
async function pointsIn(locator: Locator): Promise<number | null> {
  const text = (await locator.textContent())?.replace(/[^\d-]/g, '') ?? '';
  return text === '' ? null : Number(text);
}

/** Waits, without reloading, until the figure differs from 0: the locked lineup has scored. */
async function untilScored(locator: Locator, timeout: number): Promise<void> {
  await expect.poll(() => pointsIn(locator), { timeout, intervals: [1_000] }).not.toBe(0);
  expect(await pointsIn(locator)).not.toBeNull();
}

async function openTab(page: Page, path: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(path);
  return tab;
}

// The game's core loop through the browser: the squad is built and saved with the game clock held (a
// kick-off in the middle would lock a starter a formation then has no place for), then the test brings
// the next kick-off (the lineup deadline) forward on the game clock, and infra/bin/e2e plays the matches
// fast (SIMULATION_SPEED) so the first points come within seconds.
test('a new manager should get 17 cards, save a squad in every formation, captain it and score points live', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(6 * 60_000);
  const shell = new AppShell(page);
  const register = new RegisterPage(page);
  const squad = new SquadPage(page);
  const credentials = freshCredentials();

  await register.goto();
  await register.submit(credentials);
  await shell.expectPath('/');

  await squad.untilCards(17);

  await withHeldGameClock(baseURL!, async () => {
    await squad.teamName.fill(`${credentials.username} FC`);
    for (const formation of FORMATIONS) {
      await squad.buildLineup(formation);
      await squad.saveButton.click();
      await expect(shell.toast('Team saved')).toBeVisible();
      await expect(shell.errorToast).toHaveCount(0);
      // The saved squad is what the server answers: reopening the page shows it in this formation.
      await squad.goto();
      await expect(page.getByRole('group', { name: `Pitch, ${formation}` })).toBeVisible();
      expect(await squad.starterNames()).toHaveLength(11);
    }

    // Make Captain on /team sets another starter as captain.
    const team = new TeamPage(page);
    await team.goto();
    const makeCaptain = team.overview.getByRole('button', { name: /^Make .+ captain$/ }).first();
    const newCaptain = (await makeCaptain.getAttribute('aria-label'))!.replace(/^Make (.+) captain$/, '$1');
    await makeCaptain.click();
    await expect(team.overview.getByRole('button', { name: `${newCaptain} is captain` })).toBeVisible();
    await expect(shell.toast('Captain set')).toBeVisible();
  });

  // Home, /team and /leaderboard stay open; the simulator plays on; each shows the points without a reload.
  const home = new HomePage(page);
  await home.goto();
  const teamTab = await openTab(page, '/team');
  const leaderboardTab = await openTab(page, '/leaderboard');
  const leaderboard = new LeaderboardPage(leaderboardTab);
  await expect(leaderboard.ownRow).toContainText(credentials.username);

  const homeTotal = page.getByRole('group', { name: 'Total Points', exact: true }).getByTestId('stat-value');
  await playNextGameweek(baseURL!, page.request, 'STARTED');
  await untilScored(homeTotal, 5 * 60_000);
  await untilScored(new TeamPage(teamTab).stat('Total Points'), 30_000);
  await untilScored(leaderboard.ownPoints, 30_000);
});
