import { expect, test, type APIRequestContext } from '@playwright/test';
import { graphql } from './__generated__';
import { TeamPage } from './pages/team.page';
import { SquadPage } from './pages/squad.page';
import { withHeldGameClock } from './support/game-clock';
import { nextGameweek } from './support/gameweeks';
import { graphqlAs } from './support/graphql-request';
import { newManager } from './support/managers';
import { keepScreenshot } from './support/screenshots';

const StarterLocksDocument = graphql(`
  query E2eStarterLocks($gameweek: Int!) {
    gameweek(number: $gameweek) {
      deadline
    }
    mySquad {
      slots {
        card {
          id
          footballer {
            name
          }
        }
      }
      locks {
        gameweek
        live
        cards {
          cardId
          lockAt
          locked
        }
      }
    }
  }
`);

/**
 * The starters of the squad by when gameweek `gameweek` locks them: one at its first kick-off (`early`,
 * locked once it starts) and one later, not the captain (`late`); null until squads shows that gameweek's
 * locks (after the one before it has ended).
 */
async function startersByLock(request: APIRequestContext, gameweek: number, captain: string) {
  const { gameweek: week, mySquad } = await graphqlAs(request, StarterLocksDocument, { gameweek });
  if (mySquad.locks?.gameweek !== gameweek || mySquad.locks.live) return null;
  const deadline = Date.parse(week!.deadline);
  const lockAt = new Map(mySquad.locks.cards.map((card) => [card.cardId, Date.parse(card.lockAt ?? '')]));
  const starters = mySquad.slots.flatMap((slot) => (slot.card ? [slot.card] : []));
  return {
    early: starters.find((card) => lockAt.get(card.id)! <= deadline),
    late: starters.find((card) => lockAt.get(card.id)! > deadline && card.footballer.name !== captain),
  };
}

// A change the server nearly always accepts shows at once; the rare refusal puts it back with a toast.
// Here the refusal is real: the page was opened before a match kicked off, so it still offers the
// armband to a player whose match has started, and the server says no.
test('a captain change shows at once; one refused because his match kicked off meanwhile is put back with a toast', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(12 * 60_000);
  const { page, credentials, shell } = await newManager(browser, baseURL!);
  const squad = new SquadPage(page);
  const team = new TeamPage(page);

  await withHeldGameClock(baseURL!, async (clock) => {
    let gameweek = await nextGameweek(page.request);
    await squad.teamName.fill(`${credentials.username} FC`);
    const firstCaptain = await squad.buildLineup('4-3-3');
    await squad.saveButton.click();
    await expect(shell.toast('Team saved')).toBeVisible();

    // A gameweek whose first kick-off (its deadline) locks one of the starters, another kicking off later:
    // each gameweek a few clubs kick off first, so the gameweeks before it are played on the held clock.
    let starters = await startersByLock(page.request, gameweek, firstCaptain);
    for (let played = 0; !starters?.early && played < 6; played += 1) {
      await clock.advance(gameweek, 'FINISHED');
      gameweek += 1;
      await expect
        .poll(async () => (starters = await startersByLock(page.request, gameweek, firstCaptain)), {
          timeout: 90_000,
        })
        .not.toBeNull();
    }
    const { early, late } = starters!;
    expect(early, 'a starter whose match kicks off first').toBeDefined();
    expect(late, 'a starter whose match kicks off later').toBeDefined();
    const xi = team.overview.getByRole('list', { name: 'Starting XI' });

    await test.step('Make Captain moves the armband at once, and the server agrees', async () => {
      await team.goto();
      await xi.getByRole('button', { name: `Make ${late!.footballer.name} captain` }).click();
      await expect(xi.getByRole('button', { name: `${late!.footballer.name} is captain` })).toBeVisible();
      await expect(shell.toast('Captain set')).toBeVisible();
      await keepScreenshot(page, 'captain-set.png');
    });

    await test.step('a captain change refused because his match kicked off is put back, with the reason', async () => {
      await clock.advance(gameweek, 'STARTED');
      await expect
        .poll(
          async () => {
            const { mySquad: now } = await graphqlAs(page.request, StarterLocksDocument, { gameweek });
            return now.locks?.cards.find((card) => card.cardId === early!.id)?.locked;
          },
          { timeout: 30_000 },
        )
        .toBe(true);

      // The page still shows the squad as it was before the kick-off: the armband is offered.
      const makeEarly = xi.getByRole('button', { name: `Make ${early!.footballer.name} captain` });
      await expect(makeEarly).toBeEnabled();
      await makeEarly.click();

      const refusal = shell.toast(`Couldn't make ${early!.footballer.name} captain`);
      await expect(refusal).toBeVisible();
      await expect(refusal).toContainText(
        `${early!.footballer.name}'s match has kicked off: the captain armband cannot move to or from him until the gameweek ends. Your captain is back to ${late!.footballer.name}.`,
      );
      await expect(xi.getByRole('button', { name: `${late!.footballer.name} is captain` })).toBeVisible();
      await expect(xi.getByRole('button', { name: `${early!.footballer.name} is captain` })).toHaveCount(0);
      await keepScreenshot(page, 'captain-refused.png');

      // The server kept the captain the page shows again.
      await page.reload();
      await expect(xi.getByRole('button', { name: `${late!.footballer.name} is captain` })).toBeVisible();
    });
  });
});
