import { expect, test, type Page } from '@playwright/test';
import { graphql } from './__generated__';
import { H2hPage } from './pages/h2h.page';
import { withHeldGameClock } from './support/game-clock';
import { nextGameweek } from './support/gameweeks';
import { graphqlAs } from './support/graphql-request';
import { freshCredentials, registerThroughApi } from './support/test-users';

const GameweekDeadlineDocument = graphql(`
  query E2eGameweekDeadline($number: Int!) {
    gameweek(number: $number) {
      deadline
      status
    }
  }
`);

/** The next lock's moment as the page states it (the `datetime` of its `<time>`), checked against its text. */
async function shownLock(page: Page, gameweekText: string): Promise<string> {
  const lock = page.getByRole('region', { name: /^Next lock/ });
  await expect(lock).toContainText(gameweekText);
  await expect(lock.getByTestId('next-lock-countdown')).toHaveText(/^in \d/);
  return (await lock.locator('time').getAttribute('datetime'))!;
}

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

for (const { name, viewport } of SIZES) {
  test.describe(`at ${name} size`, () => {
    test.use({ viewport });

    // One game clock: the kick-off every page shows is the moment the gameweek really starts. The test
    // holds the clock and plays it on (it never races it), so the shown time cannot be stale.
    test('the next lock shown on home, /squad, /team and /h2h should be when the gameweek starts', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(3 * 60_000);
      await registerThroughApi(page.request, freshCredentials());
      await withHeldGameClock(baseURL!, async (clock) => {
        const next = await nextGameweek(page.request);
        // A gameweek being played is played out first: the next lock is then the next one's first kick-off.
        if (next > 1) await clock.advance(next - 1, 'FINISHED');

        await page.goto('/');
        const shown = await shownLock(page, `Gameweek ${next} kicks off.`);
        for (const path of ['/squad', '/team']) {
          await page.goto(path);
          expect(await shownLock(page, `Gameweek ${next} kicks off.`)).toBe(shown);
        }
        const h2h = new H2hPage(page);
        await h2h.goto();
        await h2h.openTab('Create Battle');
        const planned = h2h.createForm.getByText(`Gameweek ${next}`).locator('..').locator('time');
        expect(new Date((await planned.getAttribute('datetime'))!).toISOString()).toBe(shown);

        await clock.advance(next, 'STARTED');
        const { gameweek } = await graphqlAs(page.request, GameweekDeadlineDocument, { number: next });
        expect(gameweek?.status).toBe('LIVE');
        // The first match kicked off on the first step of play at or after the shown time (half a second).
        const late = new Date(gameweek!.deadline).getTime() - new Date(shown).getTime();
        expect(late).toBeGreaterThanOrEqual(0);
        expect(late).toBeLessThan(1_000);

        // Now the next lock is the gameweek's next kick-off, later than the first.
        await page.goto('/');
        const following = await shownLock(page, `Gameweek ${next} goes on.`);
        expect(new Date(following).getTime()).toBeGreaterThan(new Date(shown).getTime());
      });
    });
  });
}
