import { Injectable } from '@nestjs/common';
import { DomainException } from '@sfl/errors';
import type { EntityManager } from 'typeorm';
import { actionInputPathOf } from '../matches/action-input-path';
import { type ActionInput, MatchActionsService } from '../matches/match-actions.service';
import { MatchesRepository } from '../matches/matches.repository';
import { seasonOf } from '../season/season-calendar';
import { SeasonRepository } from '../season/season.repository';
import { WorldRepository } from '../world/world.repository';
import type { JsonPath } from './json-lines';
import type { FeedAction, MatchFeed } from './match-feed.schema';
import { parseMatchFeed } from './match-feed.parser';
import type { FeedIngestResultModel } from './models/feed-ingest-result.model';
import { MatchesErrors } from '../matches.errors';

type PlayedAction = Exclude<FeedAction, { type: 'FULL_TIME' }>;

// The feed's field for each role of an action (see MatchActionRecorded): scorerId is the
// footballer of a GOAL, takerId the related footballer of a PENALTY_SAVED, …
const FIELD_OF_ROLE: Record<PlayedAction['type'], Partial<Record<string, string>>> = {
  GOAL: { footballer: 'scorerId', assist: 'assistId' },
  OWN_GOAL: { footballer: 'footballerId' },
  PENALTY_SCORED: { footballer: 'takerId' },
  PENALTY_MISSED: { footballer: 'takerId' },
  PENALTY_SAVED: { footballer: 'goalkeeperId', related: 'takerId' },
  YELLOW_CARD: { footballer: 'footballerId' },
  RED_CARD: { footballer: 'footballerId' },
  SUBSTITUTION: { footballer: 'onId', related: 'offId' },
};

function toActionInput(action: PlayedAction): ActionInput {
  const { minute } = action;
  switch (action.type) {
    case 'GOAL':
      return { kind: 'GOAL', minute, footballerId: action.scorerId, assistFootballerId: action.assistId };
    case 'PENALTY_SCORED':
    case 'PENALTY_MISSED':
      return { kind: action.type, minute, footballerId: action.takerId };
    case 'PENALTY_SAVED':
      return {
        kind: 'PENALTY_SAVED',
        minute,
        footballerId: action.goalkeeperId,
        relatedFootballerId: action.takerId,
      };
    case 'SUBSTITUTION':
      return { kind: 'SUBSTITUTION', minute, footballerId: action.onId, relatedFootballerId: action.offId };
    default:
      return { kind: action.type, minute, footballerId: action.footballerId };
  }
}

/** Raised inside the feed's transaction to abort it; turned into an INVALID_FEED failure with the line. */
class FeedItemRejected extends Error {
  constructor(
    readonly path: JsonPath,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Applies a licensed provider's feed (docs/match-feed.md): new fixtures, then each listed
 * match's actions in order through the same MatchActionsService the simulator uses. The whole
 * feed is one transaction: the first problem rejects it with its JSON path, line and reason,
 * and nothing of it stays.
 */
@Injectable()
export class FeedIngestService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly world: WorldRepository,
    private readonly actions: MatchActionsService,
    private readonly seasons: SeasonRepository,
  ) {}

  async ingest(text: string, now = new Date()): Promise<FeedIngestResultModel> {
    const { feed, lines } = parseMatchFeed(text);
    try {
      return await this.matches.transaction((manager) => this.apply(manager, feed, now));
    } catch (error) {
      if (error instanceof FeedItemRejected) {
        throw MatchesErrors.INVALID_FEED([{ path: error.path, reason: error.reason }], lines);
      }
      throw error;
    }
  }

  private async apply(manager: EntityManager, feed: MatchFeed, now: Date): Promise<FeedIngestResultModel> {
    const result = {
      matchesCreated: await this.createFixtures(manager, feed),
      actionsApplied: 0,
      matchesFinished: 0,
    };
    for (const [i, update] of feed.matches.entries()) {
      const path = ['matches', i];
      const match = await this.actions.lockMatch(manager, update.matchId);
      if (!match) throw new FeedItemRejected([...path, 'matchId'], `no match ${update.matchId}`);
      if (match.drivenBy === 'SIMULATOR') {
        throw new FeedItemRejected([...path, 'matchId'], 'the match is being played by the simulator');
      }
      if (match.status === 'FT')
        throw new FeedItemRejected([...path, 'matchId'], 'the match has already finished');
      if (match.status === 'SCHEDULED') {
        if (!update.lineups)
          throw new FeedItemRejected([...path, 'lineups'], 'required to kick the match off');
        const lineups = update.lineups;
        await rejecting([...path, 'lineups'], () =>
          this.actions.kickOff(manager, match, {
            ...lineups,
            drivenBy: 'FEED',
            simulationSeed: null,
            startedAt: now,
          }),
        );
      } else if (update.lineups) {
        throw new FeedItemRejected([...path, 'lineups'], 'the match has already kicked off');
      }
      for (const [j, action] of update.actions.entries()) {
        const actionPath = [...path, 'actions', j];
        if (action.type === 'FULL_TIME') {
          if (j !== update.actions.length - 1) {
            throw new FeedItemRejected(
              [...actionPath, 'type'],
              'FULL_TIME must be the last action of its match',
            );
          }
          await rejecting(actionPath, () => this.actions.finish(manager, match, action.minute, now));
          result.matchesFinished += 1;
        } else {
          await rejecting(
            actionPath,
            () => this.actions.apply(manager, match, toActionInput(action)),
            FIELD_OF_ROLE[action.type],
          );
          result.actionsApplied += 1;
        }
      }
    }
    return result;
  }

  /** Adds the feed's fixtures that are new; one already there with the same teams and gameweek is left as it is. */
  private async createFixtures(manager: EntityManager, feed: MatchFeed): Promise<number> {
    const clubIds = new Set(await this.world.clubIdsIn(manager));
    const perSeason = (await this.seasons.currentIn(manager))?.gameweeks;
    const seen = new Set<string>();
    let created = 0;
    for (const [i, fixture] of feed.fixtures.entries()) {
      const path = ['fixtures', i];
      if (seen.has(fixture.id))
        throw new FeedItemRejected([...path, 'id'], 'the feed lists this fixture twice');
      seen.add(fixture.id);
      for (const field of ['homeClubId', 'awayClubId'] as const) {
        if (!clubIds.has(fixture[field]))
          throw new FeedItemRejected([...path, field], `no club ${fixture[field]}`);
      }
      const existing = await this.matches.findIn(manager, fixture.id);
      if (existing) {
        const same =
          existing.homeClubId === fixture.homeClubId &&
          existing.awayClubId === fixture.awayClubId &&
          existing.gameweek === fixture.gameweek;
        if (same) continue;
        throw new FeedItemRejected([...path, 'id'], 'a different match already has this id');
      }
      await this.matches.insertFixturesIn(manager, [
        {
          id: fixture.id,
          // By its number, in the season whose run of gameweeks it falls in.
          season: perSeason ? seasonOf(fixture.gameweek, perSeason) : 1,
          gameweek: fixture.gameweek,
          kickoffAt: new Date(fixture.kickoffAt),
          homeClubId: fixture.homeClubId,
          awayClubId: fixture.awayClubId,
        },
      ]);
      created += 1;
    }
    return created;
  }
}

/** Runs a step of the match; a rule it breaks rejects the feed at the item's path and the field it names. */
async function rejecting(
  path: JsonPath,
  step: () => Promise<unknown>,
  fieldOfRole: Partial<Record<string, string>> = {},
): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof DomainException)) throw error;
    const inputPath = actionInputPathOf(error);
    if (!inputPath) throw error;
    const at = inputPath.map((part) => (typeof part === 'string' ? (fieldOfRole[part] ?? part) : part));
    throw new FeedItemRejected([...path, ...at], error.message);
  }
}
