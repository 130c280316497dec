import { createDisposableDatabase, openDataSource } from '@sfl/database';
import { splRewardsMigrations } from '../src/database/migrations';
import { RewardsRepository } from '../src/rewards/rewards.repository';

// `node dist/scripts/measure-footballer-earnings.js` (PostgreSQL on localhost, POSTGRES_URL): what
// Footballer.splEarned costs (docs/rewards.md, By footballer). GAMEWEEKS gameweeks of ACTIONS rewarding
// actions each among FOOTBALLERS footballers, every action paid to the MANAGERS who start its
// footballer (a few footballers in most lineups, most in few, as squads' measure-ownership picks them),
// written straight into the tables, with an earnings row per action as its payment writes it; then ROUNDS
// reads for the 100 most fielded footballers (the dearest page) and for 100 picked at random, through
// RewardsRepository.splEarnedBy, beside the same sums over the rewards themselves.
const GAMEWEEKS = Number(process.env.GAMEWEEKS ?? 1);
const ACTIONS = Number(process.env.ACTIONS ?? 500);
const FOOTBALLERS = Number(process.env.FOOTBALLERS ?? 600);
const MANAGERS = Number(process.env.MANAGERS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ASKED = 100;

async function main(): Promise<void> {
  const database = await createDisposableDatabase(POSTGRES_URL);
  const dataSource = await openDataSource(database.target, {
    entities: [],
    migrations: splRewardsMigrations,
  });
  try {
    // Footballer i starts in the share of lineups 11 picks a lineup give him when the i-th of the
    // list is picked with probability ((i + 1) / n)^(1/3) - (i / n)^(1/3) (at most all of them).
    await dataSource.query(
      `CREATE TEMPORARY TABLE measured_footballer AS
       SELECT i, gen_random_uuid() AS id,
         least($2::int, round($2 * 11 * (power((i + 1)::float / $1, 1.0 / 3) - power(i::float / $1, 1.0 / 3))))::int AS fielded
       FROM generate_series(0, $1 - 1) AS i`,
      [FOOTBALLERS, MANAGERS],
    );
    const filled = performance.now();
    await dataSource.query(
      `INSERT INTO rewarding_action (action_id, action_type, gameweek, footballer_id, match_id,
         home_club_id, away_club_id, home_score, away_score, minute)
       SELECT gen_random_uuid(), 'goal', g, f.id, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 1, 0, 10
       FROM generate_series(1, $1) AS g CROSS JOIN generate_series(0, $2 - 1) AS a
       JOIN measured_footballer f ON f.i = a % $3`,
      [GAMEWEEKS, ACTIONS, FOOTBALLERS],
    );
    await dataSource.query(
      `INSERT INTO spl_reward (id, action_id, action_type, manager_id, is_captain, spl_tokens, awarded_at)
       SELECT gen_random_uuid(), a.action_id, a.action_type, gen_random_uuid(), false, 200, now()
       FROM rewarding_action a JOIN measured_footballer f ON f.id = a.footballer_id
       CROSS JOIN LATERAL generate_series(1, f.fielded)`,
    );
    await dataSource.query(
      `INSERT INTO footballer_earning (footballer_id, spl_tokens)
       SELECT a.footballer_id, 200 * f.fielded FROM rewarding_action a JOIN measured_footballer f ON f.id = a.footballer_id`,
    );
    await dataSource.query('ANALYZE');
    const [{ rewards }]: { rewards: number }[] = await dataSource.query(
      'SELECT count(*)::int AS rewards FROM spl_reward',
    );
    const fillMs = performance.now() - filled;

    const rewardsRepository = new RewardsRepository(dataSource);
    const sumOfRewards = (ids: string[]) =>
      dataSource.query(
        `SELECT a.footballer_id, sum(r.spl_tokens) AS spl
         FROM rewarding_action a JOIN spl_reward r ON r.action_id = a.action_id AND r.action_type = a.action_type
         WHERE a.footballer_id = ANY($1::uuid[]) GROUP BY a.footballer_id`,
        [ids],
      );
    const timed = async (read: (ids: string[]) => Promise<unknown>, ids: string[], rounds = ROUNDS) => {
      const times: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const started = performance.now();
        await read(ids);
        times.push(performance.now() - started);
      }
      return times;
    };
    const earnings = (ids: string[]) => rewardsRepository.splEarnedBy(ids);
    const idsOf = async (order: string): Promise<string[]> =>
      (await dataSource.query(`SELECT id FROM measured_footballer ORDER BY ${order} LIMIT $1`, [ASKED])).map(
        (row: { id: string }) => row.id,
      );
    const [topIds, randomIds] = [await idsOf('i'), await idsOf('random()')];
    const top = await timed(earnings, topIds);
    const random = await timed(earnings, randomIds);
    const summed = await timed(sumOfRewards, topIds, 5);

    process.stdout.write(
      `${rewards} rewards: ${GAMEWEEKS} gameweek(s) of ${ACTIONS} actions among ${FOOTBALLERS} footballers, ` +
        `${MANAGERS} managers (written in ${Math.round(fillMs / 1000)} s)\n` +
        `  splEarned of the ${ASKED} most fielded footballers: p50 ${quantile(top, 0.5)} ms, max ${quantile(top, 1)} ms\n` +
        `  splEarned of ${ASKED} footballers at random: p50 ${quantile(random, 0.5)} ms, max ${quantile(random, 1)} ms\n` +
        `  the ${ASKED} most fielded summed over their rewards instead (5 reads): p50 ${quantile(summed, 0.5)} ms\n`,
    );
  } finally {
    await dataSource.destroy();
    await database.drop();
  }
}

function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
