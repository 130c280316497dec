import {
  ChampionshipCreated,
  ChampionshipStatusChanged,
  ManagerGameweekPointsUpdated,
  splRewardsEventContracts,
} from '@sfl/contracts';
import { contractKey, type EventBus, type EventContract } from '@sfl/events';
import type { ChampionshipRow } from '../rest-facade/championships.operations';
import type { LeaderboardEntry } from '../rest-facade/leaderboard.operations';
import type { SplLeaderboardRows } from '../rest-facade/spl-rewards.operations';
import { ResponseCache } from './response-cache';

/** The gateway's public reads, each kept as its REST answer until an event changes it. */
export interface PublicReadCaches {
  /** GET /api/leaderboard, by page */
  leaderboard: ResponseCache<LeaderboardEntry[]>;
  /** GET /api/championships/available */
  championships: ResponseCache<ChampionshipRow[]>;
  /** GET /api/spl-rewards/leaderboard */
  splLeaderboard: ResponseCache<SplLeaderboardRows>;
}

// More pages than any client asks for; a flood of odd pages only pushes the oldest out.
const MAX_PAGES = 100;

export function createPublicReadCaches(ttlMs: number): PublicReadCaches {
  return {
    leaderboard: new ResponseCache({ ttlMs, maxKeys: MAX_PAGES }),
    championships: new ResponseCache({ ttlMs, maxKeys: 1 }),
    splLeaderboard: new ResponseCache({ ttlMs, maxKeys: 1 }),
  };
}

/**
 * The events after which each answer may read differently; each is recorded in the transaction
 * that changed the data, so a read after it sees the change. Every gateway hears every event, so
 * every gateway's caches follow. What no event announces (a new manager's 0-point row, a team
 * name, a completed one leaving the list) shows within the caches' TTL.
 */
const CHANGED_BY: Record<keyof PublicReadCaches, readonly EventContract[]> = {
  leaderboard: [ManagerGameweekPointsUpdated],
  championships: [ChampionshipCreated, ChampionshipStatusChanged],
  // Every ledger movement: rewards, unlocks, market and competition settlements.
  splLeaderboard: splRewardsEventContracts,
};

export function listenForPublicReadChanges(
  liveEvents: Pick<EventBus, 'listenLive'>,
  caches: PublicReadCaches,
): Promise<void> {
  const readsChangedBy = new Map<string, Pick<ResponseCache<unknown>, 'invalidate'>[]>();
  for (const [read, contracts] of Object.entries(CHANGED_BY) as [keyof PublicReadCaches, EventContract[]][])
    for (const { type, version } of contracts) {
      const key = contractKey(type, version);
      readsChangedBy.set(key, [...(readsChangedBy.get(key) ?? []), caches[read]]);
    }
  const topics = new Set(Object.values(CHANGED_BY).flatMap((contracts) => contracts.map((c) => c.topic)));
  return liveEvents.listenLive([...topics], (event) => {
    for (const cache of readsChangedBy.get(contractKey(event.type, event.version)) ?? []) cache.invalidate();
  });
}
