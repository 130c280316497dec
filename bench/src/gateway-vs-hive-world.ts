import { frontendOperations } from './frontend-documents';
import {
  graphqlData,
  graphqlRequest,
  inPool,
  type Manager,
  registerManagers,
  starterCards,
} from './market-world';

/** The managers of the world the two gateways answer about, and the league they play in. */
export interface ManagersWorld {
  /** the manager the signed-in operations are asked as; they created the league */
  reader: Manager;
  leagueId: string;
  /** cards listed on the market, one per manager */
  listings: number;
}

// The frontend's own mutations build the world, as managers would through the app.
const MUTATIONS = frontendOperations(['SaveSquad', 'ListCard', 'CreateLeague', 'JoinLeague', 'SquadBuilder']);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bench cards kept out of the squad: one of them goes on the market. */
const BENCH_SIZE = 4;
const LISTING_PRICE = 120;

interface CardRow {
  id: string;
  footballer: { positionGroup: string };
}

interface SquadBuilderData {
  formations: { formation: string; slots: { group: string }[] }[];
  myCards: CardRow[];
}

/**
 * Saves a squad from the manager's cards through the frontend's SaveSquad: the first formation,
 * each slot taking a card of its position group (none left: the slot stays empty, as the API
 * allows), the captain the first starter; answers the cards left out of it.
 */
async function saveSquad(baseUrl: string, manager: Manager, n: number): Promise<string[]> {
  const { formations, myCards } = await graphqlData<SquadBuilderData>(
    baseUrl,
    MUTATIONS.SquadBuilder,
    {},
    manager.cookie,
  );
  const [layout] = formations;
  if (!layout) throw new Error('no formation to save a squad in');
  const unused = [...myCards];
  const starters = layout.slots.map(({ group }) => {
    const index = unused.findIndex((card) => card.footballer.positionGroup === group);
    return index === -1 ? null : unused.splice(index, 1)[0]!.id;
  });
  const bench = unused.splice(0, BENCH_SIZE).map((card) => card.id);
  const [captain, vice] = starters.filter((id): id is string => id !== null);
  const input = {
    teamName: `Bench XI ${n + 1}`,
    formation: layout.formation,
    starters,
    bench,
    captainCardId: captain ?? null,
    viceCaptainCardId: vice ?? null,
  };
  // Squads learns of the pack from nft's events, a moment after nft answers it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const saved = await graphqlRequest(baseUrl, MUTATIONS.SaveSquad, { input }, manager.cookie);
    if (!('error' in saved)) return unused.map((card) => card.id);
    if (saved.code !== 'BAD_USER_INPUT' || Date.now() > deadline)
      throw new Error(`saveSquad answered ${saved.code ?? ''} ${saved.error}`);
    await sleep(500);
  }
}

/**
 * Waits until the manager has played a gameweek (his saved squad locked, then its gameweek final):
 * only then may he list cards.
 */
async function untilCanList(baseUrl: string, manager: Manager): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    const { canListCards } = await graphqlData<{ canListCards: boolean }>(
      baseUrl,
      'query CanListCardsBench { canListCards }',
      {},
      manager.cookie,
    );
    if (canListCards) return;
    if (Date.now() > deadline) throw new Error('the manager has not played a gameweek within 5 minutes');
    await sleep(1_000);
  }
}

/** Polls the league until `members` memberships are active. */
async function waitForMembers(baseUrl: string, reader: Manager, leagueId: string, members: number) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { league } = await graphqlData<{ league: { memberCount: number; phase: string } | null }>(
      baseUrl,
      'query LeagueMembersBench($id: ID!) { league(id: $id) { memberCount phase } }',
      { id: leagueId },
      reader.cookie,
    );
    if (league && league.memberCount >= members) return;
    if (Date.now() > deadline)
      throw new Error(`the league has ${league?.memberCount ?? 0} of ${members} members`);
    await sleep(250);
  }
}

/**
 * `count` managers registered through the gateway, each with their starter pack and a squad saved
 * from it, one card each listed on the market, all of them in a free league the first one created.
 */
export async function seedManagersWorld(baseUrl: string, count: number): Promise<ManagersWorld> {
  const managers = await registerManagers(baseUrl, 'gvh', count);
  await inPool(managers, 4, (manager) => starterCards(baseUrl, manager));
  const spare = await inPool(managers, 4, (manager, n) => saveSquad(baseUrl, manager, n));
  await inPool(managers, 4, async (manager, n) => {
    const cardId = spare[n]![0];
    if (!cardId) throw new Error('a squad took every card: nothing left to list');
    await untilCanList(baseUrl, manager);
    await graphqlData(baseUrl, MUTATIONS.ListCard, { cardId, price: LISTING_PRICE }, manager.cookie);
  });
  const [reader] = managers;
  if (!reader) throw new Error('the world needs at least one manager');
  const { createLeague } = await graphqlData<{ createLeague: { id: string } }>(
    baseUrl,
    MUTATIONS.CreateLeague,
    { input: { name: 'Benchmark League', maxParticipants: Math.max(2, count) } },
    reader.cookie,
  );
  await waitForMembers(baseUrl, reader, createLeague.id, 1);
  await inPool(managers.slice(1), 4, (manager) =>
    graphqlData(baseUrl, MUTATIONS.JoinLeague, { leagueId: createLeague.id }, manager.cookie),
  );
  await waitForMembers(baseUrl, reader, createLeague.id, count);
  return { reader, leagueId: createLeague.id, listings: count };
}
