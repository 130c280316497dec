import { expect, test } from '@playwright/test';
import { graphql } from './__generated__';
import { H2hPage } from './pages/h2h.page';
import { NotificationBell, NotificationSettingsPage } from './pages/notifications.page';
import { expectNoBlockingViolations } from './support/accessibility';
import { withHeldGameClock } from './support/game-clock';
import { nextGameweek } from './support/gameweeks';
import { graphqlAs } from './support/graphql-request';
import { newManager, untilEarned } from './support/managers';
import { keepScreenshot } from './support/screenshots';

const ChallengeDocument = graphql(`
  mutation E2eChallenge($input: CreateBattleInput!) {
    createBattle(input: $input) {
      id
    }
  }
`);

const CreateLeagueDocument = graphql(`
  mutation E2eCreateLeague($input: CreateLeagueInput!) {
    createLeague(input: $input) {
      id
    }
  }
`);

const WAGER = 10;
// A challenge reaches notifications through Kafka and B's socket within seconds.
const LIVE_TIMEOUT_MS = 30_000;

const sizes = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of sizes) {
  test(`B's bell should show A's challenge live, open it, and stay still once B turns challenges off in the app (${name})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(4 * 60_000);
    const a = await newManager(browser, baseURL!);
    await untilEarned(a, 2 * WAGER);
    // B holds his starter pack but fields no squad: while the game clock runs, each gameweek's lock
    // reminder would join his count. Held from before he exists, none comes.
    await withHeldGameClock(baseURL!, async () => {
      const b = await newManager(browser, baseURL!, viewport);
      const nameA = a.credentials.username;
      const nameB = b.credentials.username;
      const challenge = { input: { opponentUsername: nameB, wager: WAGER } };
      const bell = new NotificationBell(b.page);
      const settings = new NotificationSettingsPage(b.page);

      await b.page.goto('/');
      await expect(bell.button).toHaveAccessibleName('Notifications');
      // Gone if the page reloads: everything below must arrive on this page as it is.
      await b.page.evaluate(() => Object.assign(window, { notificationsLiveMarker: true }));

      const { createBattle: first } = await graphqlAs(a.page.request, ChallengeDocument, challenge);
      await expect(bell.button).toHaveAccessibleName('Notifications, 1 unread notification', {
        timeout: LIVE_TIMEOUT_MS,
      });
      await bell.open();
      const challenged = bell.items(`${nameA} challenged you to a battle`);
      await expect(challenged).toHaveAccessibleName(
        new RegExp(`^Unread: ${nameA} challenged you to a battle`),
      );
      await expect(challenged).toContainText(`${WAGER} SPL each on gameweek`);
      await keepScreenshot(b.page, `bell-open-${name}.png`);
      await expectNoBlockingViolations(b.page);

      await challenged.click();
      await expect(b.page).toHaveURL(
        (url) => url.pathname === '/h2h' && url.searchParams.get('battle') === first.id,
      );
      await expect(new H2hPage(b.page).heading).toBeVisible();
      await expect(bell.button).toHaveAccessibleName('Notifications');

      // From the bell to the settings: battle challenges off in the app.
      await bell.open();
      await bell.settingsLink.click();
      await expect(settings.heading).toBeVisible();
      await settings.set('Battle challenges', 'In app', false);
      await keepScreenshot(b.page, `settings-${name}.png`, { fullPage: true });
      await expectNoBlockingViolations(b.page);

      // A challenges again (answered: the battle exists), then B creates a league of his own. Its 'You
      // joined' is a notification B does get, published after the challenge on the same topic and kept
      // by the same consumer: once B's count shows it, the challenge has had its turn (keyed apart, so
      // in time rather than by Kafka's order; a kept challenge would show within the same seconds).
      await graphqlAs(a.page.request, ChallengeDocument, challenge);
      const league = `${nameB} league`;
      await graphqlAs(b.page.request, CreateLeagueDocument, { input: { name: league } });
      await expect(bell.button).toHaveAccessibleName('Notifications, 1 unread notification', {
        timeout: LIVE_TIMEOUT_MS,
      });
      await bell.open();
      await expect(bell.items(`You joined ${league}`)).toHaveAccessibleName(/^Unread: You joined/);
      await expect(bell.items('challenged you to a battle')).toHaveCount(1);
      expect(
        await b.page.evaluate(
          () => (window as { notificationsLiveMarker?: boolean }).notificationsLiveMarker,
        ),
      ).toBe(true);
    });
  });
}

test('a manager whose lineup is short of starters should find the lock reminder in his bell as the clock nears the deadline', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(4 * 60_000);
  // A new manager holds his starter pack but has saved no squad: 0 of 11 starters.
  const b = await newManager(browser, baseURL!);
  const bell = new NotificationBell(b.page);
  await b.page.goto('/');
  await expect(bell.button).toHaveAccessibleName('Notifications');

  // The gameweek after the next: its reminder cannot have been recorded yet (it comes an eighth of a
  // gameweek before its deadline). The advance stops on the reminder's moment, then plays on to the lock.
  const gameweek = await withHeldGameClock(baseURL!, async (clock) => {
    const target = (await nextGameweek(b.page.request)) + 1;
    await clock.advance(target, 'STARTED');
    return target;
  });
  const reminder = bell.items(`Your lineup for gameweek ${gameweek} has 0 of 11 starters`);
  await expect(bell.button).toHaveAccessibleName(/^Notifications, \d+ unread notifications?$/, {
    timeout: LIVE_TIMEOUT_MS,
  });
  await bell.open();
  await expect(reminder).toHaveAccessibleName(
    new RegExp(`^Unread: Your lineup for gameweek ${gameweek} has 0 of 11 starters`),
    { timeout: LIVE_TIMEOUT_MS },
  );
  await expect(reminder).toContainText(/It locks at \d{2}:\d{2} UTC on \d{1,2} \w{3} \d{4}\./);
  await keepScreenshot(b.page, 'lock-reminder.png');
  await expectNoBlockingViolations(b.page);

  await reminder.click();
  await expect(b.page).toHaveURL((url) => url.pathname === '/squad');
});
