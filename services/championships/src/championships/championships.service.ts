import { Inject, Injectable } from '@nestjs/common';
import { LEAGUE_MAX_PARTICIPANTS, LEAGUE_MIN_PARTICIPANTS } from '@sfl/contracts';
import { type ActionQuota, ActionQuotas, CLOCK, type Clock, isUuid, type Page } from '@sfl/subgraph';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { ChampionshipsErrors } from '../championships.errors';
import { CHAMPIONSHIP_CREATE_QUOTA } from '../config/championships.config';
import { GameweeksRepository } from '../gameweeks/gameweeks.repository';
import { recordChampionshipsCreated } from './championship-created';
import { statusFor } from './championship-status';
import { ChampionshipsRepository } from './championships.repository';
import type { CreateChampionshipInput } from './dto/create-championship.input';
import type { ChampionshipEntity } from './entities/championship.entity';

export const CHAMPIONSHIP_NAME_MAX = 60;
export const CHAMPIONSHIP_DESCRIPTION_MAX = 500;

/** Reading championships, and operators creating them. */
@Injectable()
export class ChampionshipsService {
  constructor(
    private readonly championships: ChampionshipsRepository,
    private readonly gameweeks: GameweeksRepository,
    private readonly quotas: ActionQuotas,
    @Inject(CHAMPIONSHIP_CREATE_QUOTA) private readonly createQuota: ActionQuota,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  available(page: Page): Promise<ChampionshipEntity[]> {
    return this.championships.available(new Date(this.clock.now()), page);
  }

  byId(id: string): Promise<ChampionshipEntity | null> {
    return isUuid(id) ? this.championships.byId(id) : Promise.resolve(null);
  }

  /** Those of the ids that name a championship (an id that is no UUID names none). */
  byIds(ids: readonly string[]): Promise<ChampionshipEntity[]> {
    return this.championships.byIds(ids.filter(isUuid));
  }

  /** Checks everything, then creates it in pre_registration; nothing is created when a rule is broken. */
  async create(operatorId: string, input: CreateChampionshipInput): Promise<ChampionshipEntity> {
    // Operators are trusted, but a leaked session or a script gone wrong must not flood the list.
    await this.quotas.take('championship-create', 'championships created', operatorId, this.createQuota);
    const name = input.name.trim();
    const description = (input.description ?? '').trim();
    if (name.length === 0) throw ChampionshipsErrors.NAME_REQUIRED();
    if (name.length > CHAMPIONSHIP_NAME_MAX) throw ChampionshipsErrors.NAME_TOO_LONG(CHAMPIONSHIP_NAME_MAX);
    if (description.length > CHAMPIONSHIP_DESCRIPTION_MAX)
      throw ChampionshipsErrors.DESCRIPTION_TOO_LONG(CHAMPIONSHIP_DESCRIPTION_MAX);
    const { maxParticipants, startGameweek, endGameweek } = input;
    if (maxParticipants < LEAGUE_MIN_PARTICIPANTS || maxParticipants > LEAGUE_MAX_PARTICIPANTS)
      throw ChampionshipsErrors.INVALID_MAX_PARTICIPANTS(LEAGUE_MIN_PARTICIPANTS, LEAGUE_MAX_PARTICIPANTS);
    if (endGameweek < startGameweek) throw ChampionshipsErrors.END_BEFORE_START();
    const now = new Date(this.clock.now());
    return this.championships.transaction(async (manager) => {
      const championship: ChampionshipEntity = {
        id: randomUUID(),
        name,
        description,
        leagueType: input.leagueType,
        status: 'pre_registration',
        maxParticipants,
        startGameweek,
        endGameweek,
        ...(await this.timing(manager, input, now)),
        scheduleSlot: null,
        createdAt: now,
        completedAt: null,
      };
      await this.championships.insertIn(manager, championship);
      await recordChampionshipsCreated(manager, [championship]);
      return championship;
    });
  }

  // The start date and when pre-registration closes, from the gameweeks' calendar.
  private async timing(manager: EntityManager, input: CreateChampionshipInput, now: Date) {
    const { startGameweek, endGameweek } = input;
    const deadlines = await this.gameweeks.plannedDeadlinesIn(manager);
    const progress = await this.gameweeks.progressIn(manager);
    const startDate = deadlines.get(startGameweek);
    for (const gameweek of [startGameweek, endGameweek])
      if (!deadlines.has(gameweek)) throw ChampionshipsErrors.GAMEWEEK_NOT_SCHEDULED(gameweek);
    if (progress.liveThrough >= startGameweek) throw ChampionshipsErrors.GAMEWEEK_STARTED(startGameweek);
    const given = input.registrationDeadline ?? null;
    if (given && given <= now) throw ChampionshipsErrors.REGISTRATION_DEADLINE_PASSED();
    if (given && given >= startDate!) throw ChampionshipsErrors.REGISTRATION_AFTER_START();
    // Without a deadline of its own, pre-registration closes when the gameweek before goes live.
    const registrationGameweek = given || startGameweek === 1 ? null : startGameweek - 1;
    const timing = {
      startDate: startDate!,
      registrationDeadline:
        given ?? (registrationGameweek ? (deadlines.get(registrationGameweek) ?? null) : null),
      registrationGameweek,
    };
    if (statusFor({ ...input, ...timing }, progress, now) !== 'pre_registration')
      throw ChampionshipsErrors.REGISTRATION_ALREADY_CLOSED();
    return timing;
  }
}
