import { expect, test, type APIRequestContext } from '@playwright/test';
import { graphql } from './__generated__';
import type { PositionGroup } from './__generated__/graphql';
import { AppShell } from './pages/app-shell.page';
import { RegisterPage } from './pages/register.page';
import { SquadPage } from './pages/squad.page';
import { TeamPage } from './pages/team.page';
import { withHeldGameClock } from './support/game-clock';
import { nextGameweek } from './support/gameweeks';
import { graphqlAs } from './support/graphql-request';
import { freshCredentials } from './support/test-users';
import { keepScreenshot } from './support/screenshots';

const SquadLocksDocument = graphql(`
  query E2eSquadLocks($gameweek: Int!) {
    gameweek(number: $gameweek) {
      deadline
    }
    mySquad {
      bench {
        id
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
    myCards {
      id
      footballer {
        id
        name
        positionGroup
      }
    }
  }
`);

const BenchOnlyDocument = graphql(`
  mutation E2eBenchOnly($input: SaveSquadInput!) {
    saveSquad(input: $input) {
      bench {
        id
      }
    }
  }
`);

const GameweekPointsDocument = graphql(`
  query E2eGameweekPoints($gameweek: Int!, $offset: Int!) {
    myStats {
      gameweeks {
        gameweek
        points
        final
      }
    }
    topPerformers(gameweek: $gameweek, limit: 100, offset: $offset) {
      points
      footballer {
        id
      }
    }
  }
`);

// A 4-3-3's slots by group: the bench players moved into the XI must all find a slot.
const SLOTS: Record<PositionGroup, { labels: RegExp; count: number }> = {
  GK: { labels: /^GK, empty$/, count: 1 },
  DEF: { labels: /^(LB|CB|RB), empty$/, count: 4 },
  MID: { labels: /^CM, empty$/, count: 3 },
  ATT: { labels: /^(LW|ST|RW), empty$/, count: 3 },
};

type SquadLocks = Awaited<ReturnType<typeof squadLocks>>;
const squadLocks = (request: APIRequestContext, gameweek: number) =>
  graphqlAs(request, SquadLocksDocument, { gameweek });

/**
 * The cards whose club kicks off after the gameweek's first kick-off (still unlocked once it has
 * started), as many as fit a 4-3-3 by group and the bench: the squad page showed when each locks.
 */
function lateCards({ gameweek, mySquad, myCards }: SquadLocks) {
  const firstKickoff = Date.parse(gameweek!.deadline);
  const lockAt = new Map(mySquad.locks!.cards.map((card) => [card.cardId, card.lockAt]));
  const room: Record<PositionGroup, number> = { GK: 1, DEF: 4, MID: 3, ATT: 3 };
  return myCards
    .filter((card) => Date.parse(lockAt.get(card.id) ?? '') > firstKickoff)
    .filter((card) => room[card.footballer.positionGroup]-- > 0)
    .slice(0, 6);
}

/** Each footballer's fantasy points in the gameweek (every page of the top performers). */
async function gameweekFigures(request: APIRequestContext, gameweek: number) {
  const points = new Map<string, number>();
  for (let offset = 0; ; offset += 100) {
    const { topPerformers, myStats } = await graphqlAs(request, GameweekPointsDocument, { gameweek, offset });
    for (const performance of topPerformers) points.set(performance.footballer.id, performance.points);
    if (topPerformers.length < 100) return { points, myStats };
  }
}

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`per-fixture locks (${device})`, () => {
    test.use({ viewport });

    // The game clock is held throughout: the test starts the gameweek (its first kick-off), makes the
    // change while the later matches have not kicked off, then plays the gameweek to its end.
    test('a bench player swapped into the XI after the gameweek started, before his kick-off, scores', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(8 * 60_000);
      const shell = new AppShell(page);
      const register = new RegisterPage(page);
      const squad = new SquadPage(page);
      const team = new TeamPage(page);
      const credentials = freshCredentials();

      await register.goto();
      await register.submit(credentials);
      await shell.expectPath('/');
      await squad.untilCards(17);

      await withHeldGameClock(baseURL!, async (clock) => {
        const gameweek = await nextGameweek(page.request);
        // Every card in the squad first, so the squad page knows when each one locks.
        await squad.teamName.fill(`${credentials.username} FC`);
        await squad.buildLineup('4-3-3');
        await squad.saveButton.click();
        await expect(shell.toast('Team saved')).toBeVisible();
        const before = await squadLocks(page.request, gameweek);
        expect(before.mySquad.locks).toMatchObject({ gameweek, live: false });
        const late = lateCards(before);
        expect(late.length, 'a card whose match kicks off after the first').toBeGreaterThan(0);

        // An empty XI and the late players on the bench: whatever the XI scores is theirs.
        await graphqlAs(page.request, BenchOnlyDocument, {
          input: {
            teamName: `${credentials.username} FC`,
            formation: '4-3-3',
            starters: Array.from({ length: 11 }, () => null),
            bench: late.map((card) => card.id),
          },
        });

        await clock.advance(gameweek, 'STARTED');
        await expect
          .poll(async () => (await squadLocks(page.request, gameweek)).mySquad.locks?.live, {
            timeout: 30_000,
          })
          .toBe(true);

        // The squad page: the bench players are not locked yet; each goes into a slot of his group.
        await squad.goto();
        const bench = page.getByRole('list', { name: 'Bench' });
        await expect(bench.getByTestId('lock-mark')).toHaveCount(late.length);
        await expect(bench.getByTestId('lock-mark').filter({ hasText: 'Locked' })).toHaveCount(0);
        for (const card of late) {
          await page
            .getByRole('group', { name: 'Pitch, 4-3-3' })
            .getByRole('button', { name: SLOTS[card.footballer.positionGroup].labels })
            .first()
            .click();
          await squad.myPlayers
            .getByRole('button', { name: `Add ${card.footballer.name}`, exact: true })
            .click();
        }
        expect(await squad.starterNames()).toHaveLength(late.length);
        await squad.saveButton.click();
        // Fewer than 11 starters: the builder asks before it saves.
        await squad.dialog.getByRole('button', { name: 'Save Anyway' }).click();
        await expect(shell.toast('Team saved')).toBeVisible();
        await expect(shell.errorToast).toHaveCount(0);

        // /team shows them in the XI, each with the time he locks, none locked.
        await team.goto();
        const xi = team.overview.getByRole('list', { name: 'Starting XI' });
        await expect(xi.getByTestId('player-card')).toHaveCount(late.length);
        await expect(xi.getByTestId('lock-mark')).toHaveText(late.map(() => /^Locks /));
        await expect(team.overview.getByText(new RegExp(`^Gameweek ${gameweek} is live`))).toBeVisible();
        await keepScreenshot(page, `team-gameweek-live-${device}.png`, { fullPage: true });

        await clock.advance(gameweek, 'FINISHED');
        // Their points are the manager's: the XI is theirs alone, with no bench and no captain.
        const finalPoints = async () =>
          (await gameweekFigures(page.request, gameweek)).myStats.gameweeks.find(
            (g) => g.gameweek === gameweek,
          );
        await expect.poll(async () => (await finalPoints())?.final, { timeout: 60_000 }).toBe(true);
        const { points, myStats } = await gameweekFigures(page.request, gameweek);
        const scorers = late.filter((card) => points.has(card.footballer.id));
        expect(scorers.length, 'a player swapped in played').toBeGreaterThan(0);
        const theirs = scorers.reduce((sum, card) => sum + points.get(card.footballer.id)!, 0);
        expect(myStats.gameweeks.find((g) => g.gameweek === gameweek)).toEqual({
          gameweek,
          points: theirs,
          final: true,
        });
      });
    });
  });
}
