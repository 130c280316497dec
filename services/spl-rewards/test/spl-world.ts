import { randomUUID } from 'node:crypto';
import {
  CleanSheetKept,
  FixtureLocked,
  FootballerRegistered,
  LineupChanged,
  LineupLocked,
  MatchActionRecorded,
  MatchFinished,
  type Position,
  positionGroupOf,
  UserRegistered,
} from '@sfl/contracts';
import type { SplRewardsTestApp } from './spl-rewards-test-app';

export const HOME = { id: randomUUID(), name: 'Northfield Rovers', shortName: 'NFR' };
export const AWAY = { id: randomUUID(), name: 'Eastport Albion', shortName: 'EPA' };

export interface Footballer {
  id: string;
  name: string;
  position: Position;
}

export type ActionKind = 'GOAL' | 'OWN_GOAL' | 'PENALTY_SCORED' | 'PENALTY_SAVED' | 'YELLOW_CARD';

/**
 * What the other services would publish, recorded in the stand-in outbox: managers (users),
 * footballers, match actions and results (matches), locked and changed lineups and fixture locks
 * (squads). Each `record…` only records and answers the event id; `publish…` also waits until
 * spl-rewards applied it. As squads does, a match is locked (FixtureLocked) before its first action
 * is recorded, counting the lineup changes recorded so far, unless an action says `unlocked`.
 */
export class SplWorld {
  private registeredAt = Date.parse('2026-08-01T10:00:00Z');
  /** each gameweek's lineup changes recorded so far */
  private readonly changes = new Map<number, number>();
  private readonly lockedMatches = new Set<string>();

  constructor(private readonly t: Pick<SplRewardsTestApp, 'record' | 'publish' | 'applied' | 'standIns'>) {}

  /** A registered manager (each one a minute after the previous); answers their id. */
  async manager(username: string): Promise<string> {
    const userId = randomUUID();
    this.registeredAt += 60_000;
    await this.t.publish(UserRegistered, userId, {
      userId,
      username,
      registeredAt: new Date(this.registeredAt).toISOString(),
    });
    return userId;
  }

  footballerOf(name: string, position: Position): Footballer {
    return { id: randomUUID(), name, position };
  }

  recordFootballer(footballer: Footballer): Promise<string> {
    return this.t.record(FootballerRegistered, footballer.id, registrationOf(footballer));
  }

  async footballer(name: string, position: Position): Promise<Footballer> {
    const footballer = this.footballerOf(name, position);
    await this.t.applied([await this.recordFootballer(footballer)]);
    return footballer;
  }

  /** A locked lineup: `starters` fielded, `bench` on the bench, `captain` one of the starters. */
  recordLineup(managerId: string, gameweek: number, lineup: Lineup): Promise<string> {
    return this.t.record(LineupLocked, managerId, lineupOf(managerId, gameweek, lineup));
  }

  /** Many managers' lineups in one transaction of the stand-in outbox; answers the event ids. */
  async recordLineups(managerIds: readonly string[], gameweek: number, lineup: Lineup): Promise<string[]> {
    const events = await this.t.standIns.recordMany(
      LineupLocked,
      managerIds.map((managerId) => ({
        aggregateId: managerId,
        payload: lineupOf(managerId, gameweek, lineup),
      })),
    );
    return events.map((event) => event.id);
  }

  async lineup(...args: Parameters<SplWorld['recordLineup']>): Promise<string> {
    const eventId = await this.recordLineup(...args);
    await this.t.applied([eventId]);
    return eventId;
  }

  /**
   * The lineup as its manager changed it during the gameweek (revision 1 unless told), numbered as
   * the gameweek's next change; `recordChangedLineup` only records it, `changedLineup` waits until applied.
   */
  recordChangedLineup(managerId: string, gameweek: number, lineup: Lineup, revision = 1): Promise<string> {
    const { lockedAt, ...changed } = lineupOf(managerId, gameweek, lineup);
    const changeNo = (this.changes.get(gameweek) ?? 0) + 1;
    this.changes.set(gameweek, changeNo);
    return this.t.record(LineupChanged, managerId, { ...changed, revision, changeNo, changedAt: lockedAt });
  }

  async changedLineup(...args: Parameters<SplWorld['recordChangedLineup']>): Promise<string> {
    const eventId = await this.recordChangedLineup(...args);
    await this.t.applied([eventId]);
    return eventId;
  }

  /** squads' lock of a match's fixture, after the gameweek's changes recorded so far unless told. */
  recordFixtureLock(
    matchId: string,
    gameweek: number,
    lineupChangesBefore = this.changes.get(gameweek) ?? 0,
  ): Promise<string> {
    this.lockedMatches.add(matchId);
    return this.t.record(FixtureLocked, matchId, {
      matchId,
      gameweek,
      lineupChangesBefore,
      lockedAt: '2026-08-15T11:00:00.000Z',
    });
  }

  // The match's lock first, as squads records it before the match's first performance.
  private async lockedFirst(matchId: string, gameweek: number): Promise<string[]> {
    return this.lockedMatches.has(matchId) ? [] : [await this.recordFixtureLock(matchId, gameweek)];
  }

  /** A match action; answers the event id and the action id. */
  async recordAction(
    kind: ActionKind,
    by: Footballer,
    at: {
      gameweek: number;
      minute: number;
      score: [number, number];
      matchId?: string;
      assist?: Footballer;
      taker?: Footballer;
      /** its match not locked by squads yet (no FixtureLocked recorded first) */
      unlocked?: boolean;
    },
  ): Promise<{ eventId: string; eventIds: string[]; actionId: string; matchId: string }> {
    const actionId = randomUUID();
    const matchId = at.matchId ?? randomUUID();
    const lock = at.unlocked ? [] : await this.lockedFirst(matchId, at.gameweek);
    const eventId = await this.t.record(MatchActionRecorded, matchId, {
      snapshot: snapshot(matchId, at.gameweek, at.score, at.minute, 'LIVE'),
      action: {
        id: actionId,
        kind,
        minute: at.minute,
        clubId: HOME.id,
        footballerId: by.id,
        assistFootballerId: at.assist?.id ?? null,
        relatedFootballerId: at.taker?.id ?? null,
      },
    });
    return { eventId, eventIds: [...lock, eventId], actionId, matchId };
  }

  /** recordAction, then waits until it (and its match's lock) is applied. */
  async action(...args: Parameters<SplWorld['recordAction']>) {
    const recorded = await this.recordAction(...args);
    await this.t.applied(recorded.eventIds);
    return recorded;
  }

  /** Full time, then the clean sheets of `keepers` (as matches records them: in that order). */
  async fullTime(
    matchId: string,
    gameweek: number,
    score: [number, number],
    keepers: Footballer[],
  ): Promise<string[]> {
    const lock = await this.lockedFirst(matchId, gameweek);
    const finished = await this.t.record(MatchFinished, matchId, {
      snapshot: snapshot(matchId, gameweek, score, 90, 'FT'),
    });
    const sheets = [];
    for (const keeper of keepers)
      sheets.push(
        await this.t.record(CleanSheetKept, matchId, {
          matchId,
          gameweek,
          clubId: AWAY.id,
          footballerId: keeper.id,
          minutesPlayed: 90,
        }),
      );
    await this.t.applied([...lock, finished, ...sheets]);
    return [...lock, finished, ...sheets];
  }
}

export interface Lineup {
  starters: Footballer[];
  bench?: Footballer[];
  captain?: Footballer;
}

/** LineupLocked's payload for a lineup. */
export function lineupOf(managerId: string, gameweek: number, lineup: Lineup) {
  const fielded = (footballer: Footballer) => ({
    cardId: randomUUID(),
    footballerId: footballer.id,
    group: positionGroupOf(footballer.position),
  });
  return {
    managerId,
    gameweek,
    formation: '4-3-3' as const,
    starters: lineup.starters.map((footballer, slot) => ({ ...fielded(footballer), slot })),
    bench: (lineup.bench ?? []).map(fielded),
    captainFootballerId: lineup.captain?.id ?? null,
    viceCaptainFootballerId: null,
    lockedAt: '2026-08-15T11:00:00.000Z',
  };
}

/** A match snapshot as matches publishes it. */
export function snapshot(
  matchId: string,
  gameweek: number,
  [homeScore, awayScore]: [number, number],
  minute: number,
  status: 'LIVE' | 'FT',
) {
  return {
    matchId,
    gameweek,
    homeClub: HOME,
    awayClub: AWAY,
    homeScore,
    awayScore,
    minute,
    status,
    version: minute + 1,
  };
}

/** FootballerRegistered of a footballer of the home club, as matches publishes it. */
export function registrationOf(footballer: Footballer) {
  return {
    footballerId: footballer.id,
    name: footballer.name,
    club: HOME,
    position: footballer.position,
    overall: 80,
    rarity: 'RARE' as const,
  };
}
