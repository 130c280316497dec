import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LeagueDetailsPage } from './pages/league-details.page';
import { LeaguesPage } from './pages/leagues.page';
import { withHeldGameClock } from './support/game-clock';
import { fieldSquad, newManager, untilEarned, type Manager } from './support/managers';
import { screenshotAtBothSizes } from './support/screenshots';

// A's prize pool, all of it given as prizes to the 1st and 2nd places (the pot has no entry fees: free to join).
const PRIZE_POOL = 10;
const FIRST_PRIZE = 6;
const SECOND_PRIZE = 4;
// The league plays only the next gameweek: the game clock stands still while A creates it and B joins,
// then the test plays that gameweek to its end. The end reaches leagues through Kafka in seconds and the
// prizes are paid through spl-rewards in seconds more.
const UPCOMING_GAMEWEEK_INDEX = 0;
const FINISH_TIMEOUT_MS = 2 * 60_000;

test('managers should play a league: A creates it with a prize pool, B joins by code, its gameweek is played, both see the standings with points and the prizes', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(6 * 60_000);
  const a = await newManager(browser, baseURL!);
  const b = await newManager(browser, baseURL!);

  // Both field a squad: their league points are their lineup's points in the league's gameweek.
  const earned = await untilEarned(a, PRIZE_POOL);
  if (earned === 'registration achievement') await fieldSquad(a);
  await fieldSquad(b);
  test.info().annotations.push({ type: 'SPL earned', description: `A: ${earned}` });

  const name = `Derby ${a.credentials.username}`;
  const leaguesA = new LeaguesPage(a.page);
  const leagueA = new LeagueDetailsPage(a.page);
  const leaguesB = new LeaguesPage(b.page);
  const leagueB = new LeagueDetailsPage(b.page);
  const { leagueId, gameweek } = await withHeldGameClock(baseURL!, async (clock) => {
    // A creates the league; its prize pool is held from A's SPL, then its page opens with the invite code.
    await leaguesA.goto();
    const leagueGameweek = await leaguesA.createLeague({
      name,
      prizePool: PRIZE_POOL,
      firstPrize: FIRST_PRIZE,
      secondPrize: SECOND_PRIZE,
      upcomingGameweekIndex: UPCOMING_GAMEWEEK_INDEX,
    });
    await expect(a.shell.toast('League created')).toBeVisible({ timeout: 30_000 });
    await expect(leagueA.heading(name)).toBeVisible();
    const leagueId = leagueA.leagueId();
    await expect(leagueA.memberBadge).toBeVisible();
    await expect(leagueA.prizes).toContainText(new RegExp(`Prize Pool\\s*${PRIZE_POOL} SPL`));
    await expect(leagueA.inviteCode).toHaveText(/^\S+$/);
    const inviteCode = (await leagueA.inviteCode.textContent())!;

    // B joins with the code and lands on the league, now a member who sees the code too.
    await leaguesB.goto();
    await leaguesB.joinByCode(inviteCode);
    await expect(b.shell.toast('Joined league')).toBeVisible({ timeout: 30_000 });
    await b.shell.expectPath(`/leagues/${leagueId}`);
    await expect(leagueB.memberBadge).toBeVisible();
    await expect(leagueB.inviteCode).toHaveText(inviteCode);
    await expect(leagueB.standingRows).toHaveCount(2);
    await leaguesB.goto();
    await expect(leaguesB.myLeague(name)).toContainText('Rank #');

    // Before it starts the league takes members: open (blue). Once its gameweek kicks off it is being
    // played: active (green), not a red 'closed'.
    const badge = leaguesB.myLeague(name).getByTestId('league-status');
    await expect(badge).toContainText('open');
    await clock.advance(leagueGameweek, 'STARTED');
    await expect(async () => {
      await leaguesB.goto();
      await expect(badge).toContainText('active', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(badge).toHaveClass(/bg-emerald-100/);
    await screenshotAtBothSizes(b.page, 'league-being-played');

    // The league's gameweek is played and the league ends; both see the same final table and prizes.
    await clock.advance(leagueGameweek, 'FINISHED');
    return { leagueId, gameweek: leagueGameweek };
  });
  await leagueA.untilFinished(leagueId, name, gameweek, FINISH_TIMEOUT_MS);
  await leagueB.goto(leagueId, name);
  for (const league of [leagueA, leagueB]) {
    await expect(league.standingRows).toHaveCount(2);
    const standingA = await league.standing(a.credentials.username);
    const standingB = await league.standing(b.credentials.username);
    expect(standingA.points).toBeGreaterThan(0);
    expect(standingB.points).toBeGreaterThan(0);
    expect([standingA.rank, standingB.rank].sort()).toEqual([1, 2]);
    // More points win; equal points go to the better last gameweek, then to the earlier join (A).
    if (standingA.points !== standingB.points) {
      expect(standingA.rank === 1).toBe(standingA.points > standingB.points);
    }
    const [winner, runnerUp]: [Manager, Manager] = standingA.rank === 1 ? [a, b] : [b, a];
    await expect(league.prizes).toContainText(`Champion: ${winner.credentials.username}`);
    await expect(league.prizesWon.getByRole('listitem')).toHaveText([
      new RegExp(`^#1 ${winner.credentials.username}\\s*won ${FIRST_PRIZE} SPL$`),
      new RegExp(`^#2 ${runnerUp.credentials.username}\\s*won ${SECOND_PRIZE} SPL$`),
    ]);
    expect((await league.standing(winner.credentials.username)).prize).toBe(`${FIRST_PRIZE} SPL`);
  }

  await a.page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page: a.page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
});
