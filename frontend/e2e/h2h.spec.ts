import { expect, test } from '@playwright/test';
import { H2hPage } from './pages/h2h.page';
import { withHeldGameClock } from './support/game-clock';
import { nextGameweek } from './support/gameweeks';
import { fieldSquad, newManager, untilEarned } from './support/managers';
import { keepScreenshot } from './support/screenshots';

const WAGER = 25;
// Once the clock is advanced, the deadline and the full times reach leagues through Kafka in seconds,
// the settlement through spl-rewards in seconds more, and the open page reads battles every 10 s.
const FOLLOW_TIMEOUT_MS = 60_000;

const opposite = { Win: 'Loss', Loss: 'Win', Draw: 'Draw' } as const;

test('A should challenge B by username, B accept, the gameweek be played and the battle complete with a result', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(10 * 60_000);
  const a = await newManager(browser, baseURL!);
  const b = await newManager(browser, baseURL!);
  for (const manager of [a, b]) {
    await untilEarned(manager, WAGER);
    // A fielded lineup, so each scores in the battle's gameweek.
    await fieldSquad(manager);
  }
  const nameA = a.credentials.username;
  const nameB = b.credentials.username;
  const h2hA = new H2hPage(a.page);
  const h2hB = new H2hPage(b.page);
  // The game clock stands still while A challenges and B accepts: no deadline can expire the
  // challenge meanwhile; then the test plays the battle's gameweek by advancing the clock.
  await withHeldGameClock(baseURL!, async (clock) => {
    const gameweek = await nextGameweek(a.page.request);
    await h2hA.goto();
    await h2hA.fillBattle(nameB);
    await expect(h2hA.createForm).toContainText(`Total prize: ${2 * WAGER} SPL`);
    await expect(h2hA.createForm).toContainText(`For Gameweek ${gameweek}, starting`);
    await keepScreenshot(a.page, 'h2h-create-battle.png');
    await h2hA.createButton.click();
    await expect(a.shell.toast('Battle created')).toContainText(
      `Waiting for ${nameB} to accept your ${WAGER} SPL wager.`,
    );
    const battleA = h2hA.myBattle(nameB);
    await expect(battleA).toContainText('Waiting for acceptance');
    await expect(battleA).toContainText(`Gameweek ${gameweek}`);
    await expect(battleA).toContainText(`Accept before gameweek ${gameweek}'s first kick-off, planned for`);

    await h2hB.goto();
    const challenge = h2hB.challengeFrom(nameA);
    await expect(challenge).toContainText(`Accepting matches the ${WAGER} SPL wager`);
    await challenge.getByRole('button', { name: 'Accept' }).click();
    await expect(b.shell.toast('Battle accepted')).toBeVisible();
    await expect(b.shell.errorToast).toHaveCount(0);
    // B's wager is held through spl-rewards first (seconds): the page follows it every second.
    const battleB = h2hB.myBattle(nameA);
    await expect(battleB).toContainText(`Waiting for gameweek ${gameweek}`);
    await expect(battleB).toContainText('Wager held', { timeout: 30_000 });

    // A's open page follows it without a reload: accepted, then live with both scores.
    await clock.advance(gameweek, 'STARTED');
    await expect(battleA).toContainText('Live', { timeout: FOLLOW_TIMEOUT_MS });
    await battleA.getByRole('button', { name: 'View Live' }).click();
    await expect(battleA.getByLabel('Scores', { exact: true })).toContainText('You');
    await clock.advance(gameweek, 'FINISHED');
  });

  // Settled: it leaves Active Matches for Battle History, with its result from each side.
  await expect(h2hA.myBattle(nameB)).toHaveCount(0, { timeout: FOLLOW_TIMEOUT_MS });
  await h2hA.openTab('Battle History');
  const pastA = h2hA.pastBattle(nameB);
  await expect(pastA).toContainText('Completed');
  await pastA.getByRole('button', { name: 'View Details' }).click();
  const resultA = /Result: (Win|Loss|Draw)/.exec(
    (await pastA.textContent()) ?? '',
  )?.[1] as keyof typeof opposite;
  expect(resultA).toBeDefined();
  const scoresA = await h2hA.scores(pastA, nameB);
  expect(resultA).toBe(
    scoresA.mine > scoresA.theirs ? 'Win' : scoresA.mine < scoresA.theirs ? 'Loss' : 'Draw',
  );
  if (resultA === 'Win') await expect(pastA).toContainText(`You won ${2 * WAGER} SPL.`);
  if (resultA === 'Draw')
    await expect(pastA).toContainText(`A draw: both ${WAGER} SPL wagers were refunded.`);

  await h2hB.goto();
  await h2hB.openTab('Battle History');
  const pastB = h2hB.pastBattle(nameA);
  await pastB.getByRole('button', { name: 'View Details' }).click();
  await expect(pastB).toContainText(`Result: ${opposite[resultA]}`);
  expect(await h2hB.scores(pastB, nameA)).toEqual({ mine: scoresA.theirs, theirs: scoresA.mine });
});
