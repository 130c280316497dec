import { randomUUID } from 'node:crypto';
import {
  BattleSettled,
  CardOwnershipChanged,
  ChampionshipCreated,
  ChampionshipPreRegistered,
  type FieldedPlayerInjured,
  FootballerRegistered,
  LeagueCreated,
  type LineupIncomplete,
  type SplActionType,
} from '@sfl/contracts';
import type { ConsumingTestApp } from '@sfl/testing';
import type { z } from 'zod';

// What the seven services would record, with what the tests do not look at filled in.

const HOME = { id: randomUUID(), name: 'Northbridge United', shortName: 'NBU' };
const AWAY = { id: randomUUID(), name: 'Harbour City', shortName: 'HAR' };
const AT = '2030-08-16T15:00:00.000Z';

/** One reward of an SplRewardsAwarded: `splTokens` for `actionType` by `footballerName`, 1-0 at 17'. */
export function reward(
  splTokens: number,
  footballerName = 'Kofi Brannock',
  actionType: SplActionType = 'goal',
) {
  return {
    rewardId: randomUUID(),
    actionType,
    isCaptain: false,
    matchDetails: {
      matchId: randomUUID(),
      footballerId: randomUUID(),
      footballerName,
      homeClub: HOME,
      awayClub: AWAY,
      homeScore: 1,
      awayScore: 0,
      minute: 17,
    },
    gameweek: 3,
    splTokens,
    awardedAt: AT,
    balance: { currentBalance: splTokens, totalEarned: splTokens },
  };
}

/** A footballer matches announced and one of his cards, as nft announced its minting. */
export async function cardOf(t: ConsumingTestApp, name: string): Promise<string> {
  const footballerId = randomUUID();
  const cardId = randomUUID();
  await t.publish(FootballerRegistered, footballerId, {
    footballerId,
    name,
    club: HOME,
    position: 'ST',
    overall: 80,
    rarity: 'RARE',
  });
  await t.publish(CardOwnershipChanged, cardId, {
    cardId,
    source: 'IN_GAME',
    footballerId,
    rarity: 'RARE',
    season: 1,
    serial: 1,
    value: 100,
    fromUserId: null,
    toUserId: randomUUID(),
    reason: 'STARTER_PACK',
    changedAt: AT,
  });
  return cardId;
}

/** A league leagues announced. */
export async function leagueNamed(t: ConsumingTestApp, name: string): Promise<string> {
  const leagueId = randomUUID();
  await t.publish(LeagueCreated, leagueId, {
    leagueId,
    name,
    creatorId: randomUUID(),
    championship: false,
    maxParticipants: 100,
    entryFee: 0,
    prizePool: 0,
    startGameweek: 1,
    endGameweek: 4,
    createdAt: AT,
  });
  return leagueId;
}

export type Settled = z.output<typeof BattleSettled.payload>;

/** A settled battle of `challengerId` against `opponentId` for 25 SPL in gameweek 3. */
export const settledBattle = (
  challengerId: string,
  opponentId: string | null,
  outcome: Settled['outcome'],
  points: [number, number] | null = null,
): Settled => ({
  battleId: randomUUID(),
  challengerId,
  opponentId,
  gameweek: 3,
  wager: 25,
  challengerPoints: points?.[0] ?? null,
  opponentPoints: points?.[1] ?? null,
  outcome,
  settledAt: AT,
});

/** A championship championships announced, with these managers pre-registered. */
export async function championshipWith(
  t: ConsumingTestApp,
  entrants: { managerId: string; email?: boolean; push?: boolean }[],
): Promise<string> {
  const championshipId = randomUUID();
  await t.publish(ChampionshipCreated, championshipId, {
    championshipId,
    name: 'Super Championship GW 3-5',
    leagueType: 'super',
    maxParticipants: 100,
    startGameweek: 3,
    endGameweek: 5,
    createdAt: AT,
  });
  for (const { managerId, email = false, push = false } of entrants)
    await t.publish(ChampionshipPreRegistered, championshipId, {
      championshipId,
      managerId,
      teamName: '',
      preferredFormation: '4-4-2',
      notificationPreferences: { email, push },
      updated: false,
      registeredAt: AT,
    });
  return championshipId;
}

/** squads' word that `managerId` fields Kofi Brannock (Northbridge United), out until 3 Dec 2030. */
export const fieldedPlayerInjured = (
  managerId: string,
  overrides: Partial<z.output<typeof FieldedPlayerInjured.payload>> = {},
): z.output<typeof FieldedPlayerInjured.payload> => ({
  managerId,
  injuryId: randomUUID(),
  footballerId: randomUUID(),
  footballerName: 'Kofi Brannock',
  clubName: 'Northbridge United',
  role: 'STARTER',
  status: 'Out',
  expectedReturn: '2030-12-03',
  ...overrides,
});

/** squads' word that `managerId`'s lineup for gameweek 4 has `starters` of 11, locking at 15:00 UTC on 23 Aug 2030. */
export const lineupIncomplete = (
  managerId: string,
  starters: number,
): z.output<typeof LineupIncomplete.payload> => ({
  managerId,
  gameweek: 4,
  deadline: '2030-08-23T15:00:00.000Z',
  starters,
});
