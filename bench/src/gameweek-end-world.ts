import { randomBytes, randomUUID } from 'node:crypto';
import { type Position, type PositionGroup, positionGroupOf } from '@sfl/contracts';
import type { DataSource } from 'typeorm';

// A 4-3-3 in squads' slot order (formations.ts): GK, the back four, three midfielders, LW ST RW.
const SLOT_GROUPS: PositionGroup[] = [
  'GK',
  'DEF',
  'DEF',
  'DEF',
  'DEF',
  'MID',
  'MID',
  'MID',
  'ATT',
  'ATT',
  'ATT',
];
const BENCH_GROUPS: PositionGroup[] = ['GK', 'DEF', 'MID', 'ATT'];
const CAPTAIN_SLOT = 9;
const VICE_CAPTAIN_SLOT = 8;
// Managers are written in chunks of this many, one statement per table each.
const CHUNK = 2_000;

interface Footballer {
  id: string;
  overall: number;
}

/** One manager's drawn squad: eleven starters in slot order and a bench, as footballer ids. */
interface DrawnSquad {
  managerId: string;
  starters: string[];
  bench: string[];
}

/** Deterministic draws (mulberry32), so runs at the same size field the same lineups. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The catalogue as squads knows it (its footballer projection, filled from matches'
 * FootballerRegistered), best first in each group.
 */
export async function catalogueOf(squads: DataSource): Promise<Record<PositionGroup, Footballer[]>> {
  const rows: { id: string; position: Position; overall: number }[] = await squads.query(
    'SELECT id, position, overall FROM footballer ORDER BY overall DESC, id',
  );
  const byGroup: Record<string, Footballer[]> = {};
  for (const row of rows) (byGroup[positionGroupOf(row.position)] ??= []).push(row);
  return byGroup as Record<PositionGroup, Footballer[]>;
}

// Per group, how many of its best footballers are the popular ones: each lineup fields half of them.
const POPULAR: Record<PositionGroup, number> = { GK: 2, DEF: 4, MID: 6, ATT: 6 };

/**
 * Lineups as real games have them: the best footballers of each group (POPULAR) are each fielded
 * in about half the lineups (each lineup takes a random half of them); the group's other slots are
 * drawn towards the better footballers (the square of a uniform draw), none twice in one squad.
 */
export function drawSquads(
  managerIds: readonly string[],
  catalogue: Record<PositionGroup, Footballer[]>,
): DrawnSquad[] {
  const next = random(managerIds.length);
  const drawOne = (group: PositionGroup, taken: Set<string>) => {
    const pool = catalogue[group];
    for (;;) {
      const candidate = pool[Math.floor(pool.length * next() ** 2)]!;
      if (!taken.has(candidate.id)) return candidate.id;
    }
  };
  const place = (groups: PositionGroup[], taken: Set<string>) => {
    const popular = new Map<PositionGroup, string[]>();
    for (const group of new Set(groups)) {
      const best = catalogue[group].slice(0, POPULAR[group]).map((f) => f.id);
      // A random half of the best, in random order (Fisher-Yates).
      for (let i = best.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [best[i], best[j]] = [best[j]!, best[i]!];
      }
      popular.set(group, best.slice(0, best.length / 2));
    }
    return groups.map((group) => {
      const id = popular.get(group)!.shift() ?? drawOne(group, taken);
      taken.add(id);
      return id;
    });
  };
  return managerIds.map((managerId) => {
    const taken = new Set<string>();
    const starters = place(SLOT_GROUPS, taken);
    const bench = BENCH_GROUPS.map((group) => {
      const id = drawOne(group, taken);
      taken.add(id);
      return id;
    });
    return { managerId, starters, bench };
  });
}

/** How many lineups field each footballer as a starter. */
export function startersTally(squads: readonly DrawnSquad[]): Map<string, number> {
  const tally = new Map<string, number>();
  for (const squad of squads)
    for (const footballerId of squad.starters) tally.set(footballerId, (tally.get(footballerId) ?? 0) + 1);
  return tally;
}

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, n) => items.slice(n * CHUNK, (n + 1) * CHUNK));

export interface SeededManager {
  id: string;
  username: string;
  registeredAt: Date;
}

/**
 * Managers as users' registration writes them (user_account), with the password hash of an
 * account registered through the gateway, so each could sign in with the bench's password. Their
 * UserRegistered is not recorded: its consumers' rows are seeded below (nft's starter packs, 17
 * cards each, are not: the lineups' cards are squads' own rows).
 */
export async function seedUsers(
  users: DataSource,
  count: number,
  passwordHash: string,
): Promise<SeededManager[]> {
  const tag = randomBytes(3).toString('hex');
  const registeredAt = new Date();
  const managers = Array.from({ length: count }, (_, n) => ({
    id: randomUUID(),
    username: `gw${tag}_${n.toString(36)}`,
    registeredAt,
  }));
  for (const chunk of chunks(managers)) {
    await users.query(
      `INSERT INTO user_account (id, username, username_key, password_hash, created_at)
       SELECT id, name, lower(name), $3, $4 FROM unnest($1::uuid[], $2::varchar[]) AS m(id, name)`,
      [chunk.map((m) => m.id), chunk.map((m) => m.username), passwordHash, registeredAt],
    );
  }
  return managers;
}

/** What spl-rewards' consumers would have written for UserRegistered: its manager projection. */
export async function seedSplRewardsManagers(splRewards: DataSource, managers: readonly SeededManager[]) {
  for (const chunk of chunks(managers)) {
    await splRewards.query(
      `INSERT INTO manager (id, username, registered_at)
       SELECT id, name, $3 FROM unnest($1::uuid[], $2::varchar[]) AS m(id, name)`,
      [chunk.map((m) => m.id), chunk.map((m) => m.username), managers[0]!.registeredAt],
    );
  }
}

/** squads' manager projection and standings, as its UserRegistered consumer writes them. */
export async function seedSquadsManagers(squads: DataSource, managers: readonly SeededManager[]) {
  for (const chunk of chunks(managers)) {
    const ids = chunk.map((m) => m.id);
    await squads.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO manager (id, username, registered_at)
         SELECT id, name, $3 FROM unnest($1::uuid[], $2::varchar[]) AS m(id, name)`,
        [ids, chunk.map((m) => m.username), chunk[0]!.registeredAt],
      );
      await manager.query(
        `INSERT INTO manager_standing (manager_id, registered_at) SELECT id, $2 FROM unnest($1::uuid[]) AS m(id)`,
        [ids, chunk[0]!.registeredAt],
      );
    });
  }
}

/**
 * Each manager's cards (squads' card projection, as CardOwnershipChanged leaves it) and saved
 * squad: the squad, its members and the version a deadline locks (as saveSquad writes them).
 */
export async function seedSquads(squads: DataSource, drawn: readonly DrawnSquad[]) {
  const savedAt = new Date();
  for (const chunk of chunks(drawn)) {
    const cards = chunk.flatMap((squad) => [
      ...squad.starters.map((footballerId, slot) => ({
        id: randomUUID(),
        managerId: squad.managerId,
        footballerId,
        slot: slot as number | null,
        benchOrder: null as number | null,
      })),
      ...squad.bench.map((footballerId, benchOrder) => ({
        id: randomUUID(),
        managerId: squad.managerId,
        footballerId,
        slot: null,
        benchOrder,
      })),
    ]);
    const perSquad = SLOT_GROUPS.length + BENCH_GROUPS.length;
    const cardOf = (n: number, place: number) => cards[n * perSquad + place]!.id;
    await squads.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO card (id, footballer_id, owner_id, value, changed_at)
         SELECT id, footballer_id, owner_id, 100, $4 FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS c(id, footballer_id, owner_id)`,
        [cards.map((c) => c.id), cards.map((c) => c.footballerId), cards.map((c) => c.managerId), savedAt],
      );
      await manager.query(
        `INSERT INTO squad (manager_id, team_name, formation, captain_card_id, vice_captain_card_id, updated_at)
         SELECT id, 'Team ' || left(id::text, 8), '4-3-3', captain, vice, $4
         FROM unnest($1::uuid[], $2::uuid[], $3::uuid[]) AS s(id, captain, vice)`,
        [
          chunk.map((s) => s.managerId),
          chunk.map((_, n) => cardOf(n, CAPTAIN_SLOT)),
          chunk.map((_, n) => cardOf(n, VICE_CAPTAIN_SLOT)),
          savedAt,
        ],
      );
      await manager.query(
        `INSERT INTO squad_member (card_id, manager_id, slot, bench_order)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::smallint[], $4::smallint[])`,
        [
          cards.map((c) => c.id),
          cards.map((c) => c.managerId),
          cards.map((c) => c.slot),
          cards.map((c) => c.benchOrder),
        ],
      );
      await manager.query(
        `INSERT INTO squad_version (manager_id, saved_at, formation, members, captain_card_id, vice_captain_card_id)
         SELECT id, $5, '4-3-3', members, captain, vice
         FROM unnest($1::uuid[], $2::jsonb[], $3::uuid[], $4::uuid[]) AS v(id, members, captain, vice)`,
        [
          chunk.map((s) => s.managerId),
          chunk.map((_, n) =>
            JSON.stringify(
              cards
                .slice(n * perSquad, (n + 1) * perSquad)
                .map((c) => ({ cardId: c.id, slot: c.slot, benchOrder: c.benchOrder })),
            ),
          ),
          chunk.map((_, n) => cardOf(n, CAPTAIN_SLOT)),
          chunk.map((_, n) => cardOf(n, VICE_CAPTAIN_SLOT)),
          savedAt,
        ],
      );
    });
  }
}
