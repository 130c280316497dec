import { expect, test } from '@playwright/test';
import { graphql } from './__generated__';
import { AppShell } from './pages/app-shell.page';
import { SplRewardsPage } from './pages/spl-rewards.page';
import { SquadPage } from './pages/squad.page';
import { endFeedMatch, type FeedMatch, kickOffFeedMatch } from './support/feed-match';
import { withHeldGameClock } from './support/game-clock';
import { nextGameweek } from './support/gameweeks';
import { graphqlAs } from './support/graphql-request';
import { goalFeed } from './support/match-feed';
import { Operator } from './support/operator';
import { freshCredentials, registerThroughApi } from './support/test-users';

const MyStartersDocument = graphql(`
  query E2eMyStarters {
    mySquad {
      slots {
        card {
          footballer {
            id
            club {
              id
            }
          }
        }
      }
    }
  }
`);

// The toast of a live reward: '+400 SPL · Goal by Kofi Brannock (Captain 2x)'.
const REWARD_TOAST = /\+([\d,]+) SPL · ((?:Goal|Assist|Clean sheet|Penalty save) by [^(]+)/;

// SPL paid live through the browser: the test starts the next gameweek on the game clock (the saved
// squad becomes its lineup) and holds it there, then has one of the starters score in a match of its
// own fed by the operator, instead of waiting for the simulator to produce a goal.
test('a fielded player scoring in a live match should move the SPL balance, list the reward and toast it without a reload', async ({
  page,
  baseURL,
}) => {
  const credentials = freshCredentials();
  await registerThroughApi(page.request, credentials);
  const shell = new AppShell(page);
  const squad = new SquadPage(page);
  const spl = new SplRewardsPage(page);
  const splOf = async (card: 'Current Balance' | 'Total Earned') =>
    Number((await spl.card(card).textContent())?.replace(/\D/g, ''));
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: REWARD_TOAST }).first();
  // Held from the squad's save on: a deadline passing meanwhile would field it in a gameweek of the
  // simulator, whose goals could pay it before the test's own (a reward listed before the first check).
  const before = await withHeldGameClock(baseURL!, async (clock) => {
    await squad.untilCards(17);
    await squad.teamName.fill(`${credentials.username} FC`);
    await squad.buildLineup('4-3-3');
    await squad.saveButton.click();
    await expect(shell.toast('Team saved')).toBeVisible();
    const { mySquad } = await graphqlAs(page.request, MyStartersDocument);
    const starters = mySquad.slots.flatMap(({ card }) => (card ? [card.footballer] : []));

    await spl.goto();
    await expect(spl.noRewards).toBeVisible();
    // Not always 0: Early Adopter (one of the first 1,000 managers) pays at registration.
    const balance = await splOf('Current Balance');
    // Gone if the page reloads or navigates: everything below must arrive on this page as it is.
    await page.evaluate(() => Object.assign(window, { splLiveMarker: true }));

    await clock.advance(await nextGameweek(page.request), 'STARTED');
    const operator = await Operator.of(baseURL!);
    let match: FeedMatch | undefined;
    try {
      const scorerOf = (clubId: string) => starters.find((starter) => starter.club.id === clubId)!.id;
      match = await kickOffFeedMatch(operator, {
        homeAmong: starters.map((starter) => starter.club.id),
        starting: (clubId) => [scorerOf(clubId)],
      });
      await operator.ingestFeed(goalFeed(match.id, { minute: 10, scorerId: scorerOf(match.home.id) }));
      await expect(toast).toBeVisible({ timeout: 60_000 });
    } finally {
      await endFeedMatch(operator, match);
    }
    return balance;
  });
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
