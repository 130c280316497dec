import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { childRunning, cpuSecondsOf } from './process-cpu';

// The gameweek-end bench's fault (BENCH_GW_FAULT=1): spl-rewards is killed with SIGKILL once it has
// credited the gameweek's first rewards, and services mode (RESTART_CRASHED) starts it again; then
// every reward must have been paid once.

export const SPL_REWARDS_SCRIPT = join('spl-rewards', 'dist', 'src', 'main.js');

export interface SplRewardsKill {
  /** the killed process and its CPU seconds just before the kill (its share of figure 3) */
  pid: number;
  cpuSeconds: number;
  /** rewards credited in the gameweek when it was killed */
  rewardsAtKill: number;
  /** from the kill to the new process answering /ready */
  restartMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until spl-rewards has credited more than `rewardsBefore` rewards, kills it with SIGKILL, and
 * resolves once a new spl-rewards process answers `readyUrl`.
 */
export async function killSplRewardsOnceCrediting(options: {
  productPid: number;
  splRewards: DataSource;
  rewardsBefore: number;
  readyUrl: string;
  pollMs: number;
  timeoutMs: number;
}): Promise<SplRewardsKill> {
  const { productPid, splRewards, rewardsBefore, readyUrl, pollMs, timeoutMs } = options;
  const deadline = Date.now() + timeoutMs;
  const rewards = async () =>
    ((await splRewards.query('SELECT count(*)::int AS n FROM spl_reward')) as { n: number }[])[0]!.n -
    rewardsBefore;
  while ((await rewards()) === 0) {
    if (Date.now() > deadline) throw new Error('spl-rewards credited nothing to kill it in the middle of');
    await sleep(pollMs);
  }
  const pid = childRunning(productPid, SPL_REWARDS_SCRIPT);
  const cpuSeconds = cpuSecondsOf(pid);
  process.kill(pid, 'SIGKILL');
  const killedAt = Date.now();
  // Read after the kill: the killed process's last transaction has committed or never will.
  const rewardsAtKill = await rewards();
  for (;;) {
    if (Date.now() > deadline) throw new Error('spl-rewards was not started again after its kill');
    const ready = await fetch(readyUrl).then(
      async (res) => {
        await res.body?.cancel();
        return res.ok;
      },
      () => false,
    );
    if (ready && childRunning(productPid, SPL_REWARDS_SCRIPT) !== pid)
      return { pid, cpuSeconds, rewardsAtKill, restartMs: Date.now() - killedAt };
    await sleep(pollMs);
  }
}

export interface RewardsPaidOnce {
  rewards: number;
  /** rewards carried by the SplRewardsAwarded events, and how many distinct ones */
  carried: number;
  carriedDistinct: number;
  /** rewards with no payment (ledger credit) */
  unpaid: number;
  /** goals of the gameweek whose goal rewards differ in number from the lineups fielding the scorer */
  goalsMiscounted: number;
  goals: number;
}

/**
 * Every reward of the gameweek's actions paid once: one row per (action, type, manager), each
 * in a ledger credit and carried by exactly one SplRewardsAwarded, and each goal credited to
 * every lineup fielding its scorer, no more, no fewer.
 */
export async function rewardsPaidOnce(
  splRewards: DataSource,
  gameweek: number,
  actionIds: string[],
  goals: { action_id: string; scorer: string }[],
): Promise<RewardsPaidOnce> {
  const [rows]: { rewards: number; unpaid: number }[] = await splRewards.query(
    `SELECT count(*)::int AS rewards, count(*) FILTER (WHERE payment_id IS NULL)::int AS unpaid
     FROM spl_reward WHERE action_id = ANY($1::uuid[])`,
    [actionIds],
  );
  const [events]: { carried: number; distinct: number }[] = await splRewards.query(
    `SELECT count(*)::int AS carried, count(DISTINCT r.id)::int AS distinct FROM outbox_event o
     CROSS JOIN LATERAL jsonb_array_elements(o.payload->'rewards') AS carried(reward)
     JOIN spl_reward r ON r.id = (carried.reward->>'rewardId')::uuid
     WHERE o.type = 'SplRewardsAwarded' AND r.action_id = ANY($1::uuid[])`,
    [actionIds],
  );
  const [miscounted]: { n: number }[] = await splRewards.query(
    `SELECT count(*)::int AS n FROM unnest($1::uuid[], $2::uuid[]) AS goal(action_id, scorer)
     WHERE (SELECT count(*) FROM spl_reward r WHERE r.action_id = goal.action_id AND r.action_type = 'goal')
        <> (SELECT count(*) FROM lineup_starter s WHERE s.gameweek = $3 AND s.footballer_id = goal.scorer)`,
    [goals.map((g) => g.action_id), goals.map((g) => g.scorer), gameweek],
  );
  return {
    rewards: rows!.rewards,
    unpaid: rows!.unpaid,
    carried: events!.carried,
    carriedDistinct: events!.distinct,
    goalsMiscounted: miscounted!.n,
    goals: goals.length,
  };
}

/** Whether the checks of `rewardsPaidOnce` all hold. */
export const paidOnce = (check: RewardsPaidOnce) =>
  check.unpaid === 0 &&
  check.carried === check.rewards &&
  check.carriedDistinct === check.rewards &&
  check.goalsMiscounted === 0;
