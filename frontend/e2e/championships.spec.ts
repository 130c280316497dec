import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { graphql } from './__generated__';
import { AppShell } from './pages/app-shell.page';
import { ChampionshipsPage } from './pages/championships.page';
import { withHeldGameClock } from './support/game-clock';
import { gameweeksAhead, NEXT_SEASON_TIMEOUT_MS } from './support/gameweeks';
import { Operator } from './support/operator';
import { screenshotAtBothSizes } from './support/screenshots';
import { freshCredentials, registerThroughApi } from './support/test-users';

const CreateChampionshipDocument = graphql(`
  mutation E2eCreateChampionship($input: CreateChampionshipInput!) {
    createChampionship(input: $input) {
      id
      status
    }
  }
`);

// A new championship reaches the gateway's cached list with its event, a moment after it is created;
// a page that read the list before shows it at its next refresh (every 10 s).
const LISTED_TIMEOUT_MS = 15_000;

// A championship opens (active) when its first gameweek kicks off: the kick-off reaches championships
// through Kafka in seconds, and the page reads the championships again every 10 s.
const ACTIVE_TIMEOUT_MS = 60_000;

/** A championship of the test's own (unique name), created by an operator; answers its name. */
async function createChampionship(
  baseURL: string,
  gameweeks: { start: number; end: number },
): Promise<string> {
  const operator = await Operator.of(baseURL);
  const name = `E2E Cup ${randomUUID().slice(0, 8)}`;
  const { createChampionship: created } = await operator.graphql(CreateChampionshipDocument, {
    input: {
      name,
      description: 'A championship of the end-to-end tests',
      leagueType: 'SUPER',
      maxParticipants: 20,
      startGameweek: gameweeks.start,
      endGameweek: gameweeks.end,
    },
  });
  expect(created.status).toBe('PRE_REGISTRATION');
  return name;
}

test('a manager should pre-register for a championship, then update the pre-registration; a visitor is sent to log in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(NEXT_SEASON_TIMEOUT_MS + 2 * 60_000);
  const credentials = freshCredentials();
  await registerThroughApi(page.request, credentials);
  // Pre-registration closes when the gameweek two before its start kicks off: starting four gameweeks
  // after the next, it stays open for the whole test.
  const name = await createChampionship(baseURL!, await gameweeksAhead(page.request, 4, 2));
  const championships = new ChampionshipsPage(page);
  const shell = new AppShell(page);

  await championships.goto();
  const card = championships.card(name);
  await expect(card).toContainText('Pre-Registration Open', { timeout: LISTED_TIMEOUT_MS });
  await expect(card).toContainText('A championship of the end-to-end tests');
  await expect(card).toContainText(/League Type\s*Super/);
  await expect(card).toContainText(/Max Participants\s*20/);
  await expect(championships.recentRegistrations(name)).toHaveCount(0);

  await championships.preRegister(name, { teamName: `${credentials.username} XI`, formation: '4-3-3' });
  await expect(shell.toast('Pre-registered for championship successfully!')).toBeVisible();
  await expect(championships.modal).toHaveCount(0);
  await expect(championships.recentRegistrations(name).getByRole('listitem')).toHaveText([
    new RegExp(`^${credentials.username}\\s*4-3-3$`),
  ]);
  // The card shows it: Registered instead of Pre-Register Now, the badge unchanged.
  await expect(championships.registered(name)).toHaveText('Registered');
  await expect(championships.button(name, 'Pre-Register Now')).toHaveCount(0);
  await expect(card).toContainText('Pre-Registration Open');
  await screenshotAtBothSizes(page, 'championship-registered');

  // Pre-registering again changes the manager's pre-registration; the modal opened empty again.
  await championships.registered(name).click();
  await expect(championships.modal.getByRole('textbox', { name: 'Team name (optional)' })).toHaveValue('');
  await expect(championships.modal.getByRole('combobox', { name: 'Preferred formation' })).toHaveValue(
    '4-4-2',
  );
  await championships.modal.getByRole('button', { name: 'Cancel' }).click();
  await championships.preRegister(name, { teamName: '', formation: '3-5-2' });
  await expect(shell.toast('Registration updated successfully!')).toBeVisible();
  await expect(championships.recentRegistrations(name).getByRole('listitem')).toHaveText([
    new RegExp(`^${credentials.username}\\s*3-5-2$`),
  ]);

  // The page is public; taking part needs a session.
  const visitorContext = await browser.newContext({ baseURL });
  const visitorPage = await visitorContext.newPage();
  const visitor = new ChampionshipsPage(visitorPage);
  await visitor.goto();
  await expect(visitor.recentRegistrations(name)).toContainText(credentials.username);
  await visitorPage.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page: visitorPage })
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical')).toEqual([]);
  await visitor.button(name, 'Pre-Register Now').click();
  await new AppShell(visitorPage).expectPath('/login');
  await visitorContext.close();
});

test('a manager should join a championship once it is active, and only once', async ({ page, baseURL }) => {
  test.setTimeout(NEXT_SEASON_TIMEOUT_MS + ACTIVE_TIMEOUT_MS + 2 * 60_000);
  await registerThroughApi(page.request, freshCredentials());
  // Two gameweeks after the next (the next may have kicked off by the time the clock is held), four
  // gameweeks long: once its first gameweek has started it stays active (open to join) for the test.
  const gameweeks = await gameweeksAhead(page.request, 2, 4);
  const championships = new ChampionshipsPage(page);
  const shell = new AppShell(page);
  const name = await withHeldGameClock(baseURL!, async (clock) => {
    const created = await createChampionship(baseURL!, gameweeks);
    await championships.goto();
    await expect(championships.button(created, /^(Pre-Register Now|Not Available)$/)).toBeVisible({
      timeout: LISTED_TIMEOUT_MS,
    });
    // Its first gameweek kicks off: the championship opens.
    await clock.advance(gameweeks.start, 'STARTED');
    return created;
  });
  // The page reads the championships again every 10 s: no reload needed.
  const join = championships.button(name, 'Join Championship');
  await expect(join).toBeEnabled({ timeout: ACTIVE_TIMEOUT_MS });
  await expect(championships.card(name)).not.toContainText('Pre-Registration Open');

  // A second tab of the same manager, opened before the join: its card still offers to join.
  const secondTab = await page.context().newPage();
  const secondTabChampionships = new ChampionshipsPage(secondTab);
  await secondTabChampionships.goto();
  const secondJoin = secondTabChampionships.button(name, 'Join Championship');
  await expect(secondJoin).toBeEnabled({ timeout: LISTED_TIMEOUT_MS });

  await join.click();
  await expect(shell.toast('Joined championship successfully!')).toBeVisible();
  await expect(shell.errorToast).toHaveCount(0);
  // The card shows the membership: Member, to the championship's league, instead of Join Championship.
  await expect(championships.member(name)).toHaveText('Member');
  await expect(join).toHaveCount(0);
  await screenshotAtBothSizes(page, 'championship-member');

  // The second join is refused, and the toast says why in words (not an HTTP status); that card then
  // shows the membership too.
  await secondJoin.click();
  const refused = new AppShell(secondTab).errorToast.filter({ hasText: 'Error' });
  await expect(refused).toContainText('You are already a member of this championship.');
  await expect(refused).not.toContainText('409');
  await expect(secondTabChampionships.member(name)).toBeVisible();
  await secondTab.close();

  await championships.member(name).click();
  await expect(page).toHaveURL(/\/leagues\/[^/]+$/);
  // The championship's league carries its name.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
