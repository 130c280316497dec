import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  CleanSheetKept,
  FootballerPerformanceUpdated,
  GameweekDeadlinePassed,
  GameweekFinished,
  MatchActionRecorded,
  MatchFinished,
  MatchKickedOff,
} from '@sfl/contracts';
import { recordEvent, recordEvents } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import type { MatchActionKind } from '../engine/match-plan';
import { recordFootballerForms } from '../footballer-figures/footballer-form-updated';
import { GameweeksRepository } from '../gameweeks/gameweeks.repository';
import type { FootballerPerformanceEntity } from '../points/entities/footballer-performance.entity';
import type { FootballerEntity } from '../world/entities/footballer.entity';
import { WorldRepository } from '../world/world.repository';
import type { MatchActionEntity } from './entities/match-action.entity';
import type { MatchDriver, MatchEntity } from './entities/match.entity';
import type { ActionInputPath } from './action-input-path';
import { type CountedStat, MatchSheet } from './match-sheet';
import { MatchSheetRepository } from './match-sheet.repository';
import { type LiveMatchSnapshot, matchSnapshot } from './match-snapshot';
import { MatchesRepository } from './matches.repository';
import { MatchesErrors } from '../matches.errors';

const MAX_SUBSTITUTIONS = 5;
const STARTERS = 11;

/** What a side names at kick-off: footballer ids. */
export interface LineupIds {
  starters: readonly string[];
  bench: readonly string[];
}

export interface KickOff {
  home: LineupIds;
  away: LineupIds;
  drivenBy: MatchDriver;
  simulationSeed: number | null;
  startedAt: Date;
}

/** One action with the roles of the MatchActionRecorded contract; the club follows from the footballer. */
export interface ActionInput {
  kind: MatchActionKind;
  minute: number;
  footballerId: string;
  assistFootballerId?: string | null;
  relatedFootballerId?: string | null;
}

const SCORING: readonly MatchActionKind[] = ['GOAL', 'PENALTY_SCORED'];

// What each action adds to the acting footballer's performance.
const STAT_OF_KIND: Record<MatchActionKind, CountedStat | null> = {
  GOAL: 'goals',
  PENALTY_SCORED: 'goals',
  OWN_GOAL: 'ownGoals',
  PENALTY_MISSED: 'penaltiesMissed',
  PENALTY_SAVED: 'penaltiesSaved',
  YELLOW_CARD: 'yellowCards',
  RED_CARD: 'redCards',
  SUBSTITUTION: null,
};

/**
 * The one way a match changes: kick-off, each action, full time. The simulator and the feed both
 * come here, with a match they have locked in their transaction; each call updates the match,
 * its lineups and performances and records the event in that same transaction.
 */
@Injectable()
export class MatchActionsService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly sheets: MatchSheetRepository,
    private readonly world: WorldRepository,
    private readonly gameweeks: GameweeksRepository,
  ) {}

  /** Locks the match row for the rest of the transaction; null when there is no such match. */
  lockMatch(manager: EntityManager, matchId: string): Promise<MatchEntity | null> {
    return this.matches.lockIn(manager, matchId);
  }

  async kickOff(manager: EntityManager, match: MatchEntity, kickOff: KickOff): Promise<void> {
    if (match.status !== 'SCHEDULED') throw MatchesErrors.MATCH_NOT_SCHEDULED(match.status);
    const sheet = await this.sheets.loadIn(manager, match);
    const named = await this.namedFootballers(manager, match, kickOff);
    for (const side of ['home', 'away'] as const) {
      kickOff[side].starters.forEach((id, slot) => sheet.name(named.get(id)!, 'STARTER', slot));
      kickOff[side].bench.forEach((id, slot) => sheet.name(named.get(id)!, 'BENCH', slot));
    }
    const updated = await this.sheets.saveIn(manager, sheet);
    await this.gameweeks.lockIn(manager, match.gameweek);
    const firstOfGameweek = (await this.gameweeks.othersStartedIn(manager, match)) === 0;
    match.status = 'LIVE';
    match.minute = 0;
    match.drivenBy = kickOff.drivenBy;
    match.simulationSeed = kickOff.simulationSeed;
    match.startedAt = kickOff.startedAt;
    match.version += 1;
    await this.matches.saveIn(manager, match);
    await recordEvent(manager, MatchKickedOff, {
      aggregateId: match.id,
      payload: { snapshot: await this.snapshot(manager, match), kickoffAt: match.kickoffAt.toISOString() },
    });
    if (firstOfGameweek) {
      await recordEvent(manager, GameweekDeadlinePassed, {
        aggregateId: match.id,
        payload: {
          gameweek: match.gameweek,
          deadline: kickOff.startedAt.toISOString(),
          firstMatchId: match.id,
        },
      });
    }
    await this.recordPerformances(manager, match, updated);
  }

  async apply(manager: EntityManager, match: MatchEntity, input: ActionInput): Promise<MatchActionEntity> {
    this.assertPlayable(match, input.minute);
    const sheet = await this.sheets.loadIn(manager, match);
    const clubId =
      input.kind === 'SUBSTITUTION'
        ? await this.substitute(manager, sheet, input)
        : this.onPitchClub(sheet, input.footballerId, ['footballer']);
    const opponentId = clubId === match.homeClubId ? match.awayClubId : match.homeClubId;
    this.assertRoles(sheet, input, clubId, opponentId);

    if (SCORING.includes(input.kind)) this.score(match, sheet, clubId, opponentId);
    if (input.kind === 'OWN_GOAL') this.score(match, sheet, opponentId, clubId);
    const stat = STAT_OF_KIND[input.kind];
    if (stat) sheet.count(input.footballerId, stat);
    if (input.assistFootballerId) sheet.count(input.assistFootballerId, 'assists');
    // A saved penalty is a miss for the taker.
    if (input.kind === 'PENALTY_SAVED') sheet.count(input.relatedFootballerId!, 'penaltiesMissed');
    if (input.kind === 'RED_CARD') sheet.goOff(input.footballerId, input.minute);
    const updated = await this.sheets.saveIn(manager, sheet);

    const action = await this.matches.insertActionIn(manager, {
      id: randomUUID(),
      matchId: match.id,
      sequence: match.actionCount + 1,
      minute: input.minute,
      kind: input.kind,
      clubId,
      footballerId: input.footballerId,
      assistFootballerId: input.assistFootballerId ?? null,
      relatedFootballerId: input.relatedFootballerId ?? null,
      homeScore: match.homeScore,
      awayScore: match.awayScore,
    });
    match.actionCount = action.sequence;
    match.minute = input.minute;
    match.version += 1;
    await this.matches.saveIn(manager, match);
    await recordEvent(manager, MatchActionRecorded, {
      aggregateId: match.id,
      payload: {
        snapshot: await this.snapshot(manager, match),
        action: {
          id: action.id,
          kind: action.kind,
          minute: action.minute,
          clubId,
          footballerId: action.footballerId,
          assistFootballerId: action.assistFootballerId,
          relatedFootballerId: action.relatedFootballerId,
        },
      },
    });
    await this.recordPerformances(manager, match, updated);
    return action;
  }

  async finish(manager: EntityManager, match: MatchEntity, minute: number, finishedAt: Date): Promise<void> {
    this.assertPlayable(match, minute);
    const sheet = await this.sheets.loadIn(manager, match);
    const cleanSheets = sheet.settle();
    const updated = await this.sheets.saveIn(manager, sheet);
    await this.gameweeks.lockIn(manager, match.gameweek);
    const lastOfGameweek = (await this.gameweeks.othersUnfinishedIn(manager, match)) === 0;
    match.status = 'FT';
    match.minute = minute;
    match.finishedAt = finishedAt;
    match.version += 1;
    await this.matches.saveIn(manager, match);
    // The final figures before MatchFinished on the match's partition: a consumer that has applied
    // it has every figure of the match (squads makes points final only then).
    await this.recordPerformances(manager, match, updated);
    await recordEvent(manager, MatchFinished, {
      aggregateId: match.id,
      payload: { snapshot: await this.snapshot(manager, match) },
    });
    await recordEvents(
      manager,
      CleanSheetKept,
      cleanSheets
        .filter(({ positionGroup }) => positionGroup === 'GK' || positionGroup === 'DEF')
        .map((performance) => ({
          aggregateId: match.id,
          payload: {
            matchId: match.id,
            gameweek: match.gameweek,
            clubId: performance.clubId,
            footballerId: performance.footballerId,
            minutesPlayed: performance.minutesPlayed,
          },
        })),
    );
    // Their form, points and next fixture have all moved on.
    await recordFootballerForms(manager, finishedAt, [match.homeClubId, match.awayClubId]);
    if (lastOfGameweek) {
      await recordEvent(manager, GameweekFinished, {
        aggregateId: match.id,
        payload: { gameweek: match.gameweek, finishedAt: finishedAt.toISOString(), lastMatchId: match.id },
      });
    }
  }

  private async recordPerformances(
    manager: EntityManager,
    match: MatchEntity,
    performances: FootballerPerformanceEntity[],
  ): Promise<void> {
    await recordEvents(
      manager,
      FootballerPerformanceUpdated,
      performances.map((performance) => ({
        aggregateId: match.id,
        payload: {
          matchId: match.id,
          gameweek: match.gameweek,
          footballerId: performance.footballerId,
          clubId: performance.clubId,
          points: performance.points,
          minutesPlayed: performance.minutesPlayed,
          goals: performance.goals,
          assists: performance.assists,
        },
      })),
    );
  }

  private async snapshot(manager: EntityManager, match: MatchEntity): Promise<LiveMatchSnapshot> {
    return matchSnapshot(match, await this.world.clubsIn(manager, [match.homeClubId, match.awayClubId]));
  }

  private assertPlayable(match: MatchEntity, minute: number): void {
    if (match.status !== 'LIVE') throw MatchesErrors.MATCH_NOT_LIVE(match.status);
    if (minute < match.minute) throw MatchesErrors.MINUTE_GOES_BACKWARDS(minute, match.minute);
  }

  /** Every named footballer exists, plays for the side that names them, and is named once. */
  private async namedFootballers(
    manager: EntityManager,
    match: MatchEntity,
    kickOff: KickOff,
  ): Promise<Map<string, FootballerEntity>> {
    const ids = (['home', 'away'] as const).flatMap((side) => [
      ...kickOff[side].starters,
      ...kickOff[side].bench,
    ]);
    const found = new Map((await this.world.footballersIn(manager, [...new Set(ids)])).map((f) => [f.id, f]));
    const seen = new Set<string>();
    for (const side of ['home', 'away'] as const) {
      const clubId = side === 'home' ? match.homeClubId : match.awayClubId;
      if (kickOff[side].starters.length !== STARTERS) {
        throw MatchesErrors.INVALID_LINEUP(`a side starts with ${STARTERS} footballers`, [side, 'starters']);
      }
      for (const role of ['starters', 'bench'] as const) {
        kickOff[side][role].forEach((id, index) => {
          const at = [side, role, index];
          const footballer = found.get(id);
          if (!footballer) throw MatchesErrors.UNKNOWN_FOOTBALLER(id, at);
          if (footballer.clubId !== clubId) throw MatchesErrors.WRONG_CLUB(id, at);
          if (seen.has(id)) throw MatchesErrors.INVALID_LINEUP(`footballer ${id} is named twice`, at);
          seen.add(id);
        });
      }
    }
    return found;
  }

  private onPitchClub(sheet: MatchSheet, footballerId: string, at: ActionInputPath): string {
    if (!sheet.isOnPitch(footballerId)) throw MatchesErrors.NOT_ON_PITCH(footballerId, at);
    return sheet.entry(footballerId)!.clubId;
  }

  /** The player going off is on the pitch; the one coming on is of the same club and has not played. */
  private async substitute(manager: EntityManager, sheet: MatchSheet, input: ActionInput): Promise<string> {
    if (!input.relatedFootballerId) throw MatchesErrors.NOT_ON_PITCH('(none)', ['related']);
    const clubId = this.onPitchClub(sheet, input.relatedFootballerId, ['related']);
    if (sheet.substitutionsOf(clubId) >= MAX_SUBSTITUTIONS) {
      throw MatchesErrors.TOO_MANY_SUBSTITUTIONS(MAX_SUBSTITUTIONS);
    }
    const coming = await this.world.footballerIn(manager, input.footballerId);
    if (!coming) throw MatchesErrors.UNKNOWN_FOOTBALLER(input.footballerId, ['footballer']);
    if (coming.clubId !== clubId) throw MatchesErrors.WRONG_CLUB(coming.id, ['footballer']);
    if (sheet.entry(coming.id)?.onMinute != null) throw MatchesErrors.ALREADY_PLAYED(coming.id);
    sheet.goOff(input.relatedFootballerId, input.minute);
    sheet.comeOn(coming, input.minute);
    return clubId;
  }

  private assertRoles(sheet: MatchSheet, input: ActionInput, clubId: string, opponentId: string): void {
    const { kind, assistFootballerId: assist, relatedFootballerId: related } = input;
    if (assist) {
      if (kind !== 'GOAL') throw MatchesErrors.UNEXPECTED_FOOTBALLER(kind, ['assist']);
      if (assist === input.footballerId || this.onPitchClub(sheet, assist, ['assist']) !== clubId) {
        throw MatchesErrors.WRONG_CLUB(assist, ['assist']);
      }
    }
    if (kind === 'PENALTY_SAVED') {
      if (!related || this.onPitchClub(sheet, related, ['related']) !== opponentId) {
        throw MatchesErrors.WRONG_CLUB(related ?? '(none)', ['related']);
      }
    } else if (related && kind !== 'SUBSTITUTION') {
      throw MatchesErrors.UNEXPECTED_FOOTBALLER(kind, ['related']);
    }
    if (kind === 'YELLOW_CARD' && sheet.yellowCardsOf(input.footballerId)) {
      throw MatchesErrors.ALREADY_BOOKED(input.footballerId);
    }
  }

  private score(match: MatchEntity, sheet: MatchSheet, scoringClubId: string, concedingClubId: string): void {
    if (scoringClubId === match.homeClubId) match.homeScore += 1;
    else match.awayScore += 1;
    sheet.concede(concedingClubId);
  }
}
