import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { GameweeksRepository } from '../gameweeks/gameweeks.repository';
import { recordChampionshipsCreated } from './championship-created';
import { ChampionshipsRepository } from './championships.repository';
import { defaultChampionships } from './default-schedule';

/** Creates the default championships the known seasons and gameweeks call for (see default-schedule). */
@Injectable()
export class DefaultScheduleService {
  constructor(
    private readonly championships: ChampionshipsRepository,
    private readonly gameweeks: GameweeksRepository,
  ) {}

  async createDueIn(manager: EntityManager, now: Date): Promise<void> {
    const seasons = await this.gameweeks.seasonsIn(manager);
    if (seasons.length === 0) return;
    const [deadlines, progress] = [
      await this.gameweeks.plannedDeadlinesIn(manager),
      await this.gameweeks.progressIn(manager),
    ];
    const plans = seasons.flatMap((season) => defaultChampionships(season, deadlines, progress));
    const created = await this.championships.insertDefaultsIn(manager, plans, now);
    await recordChampionshipsCreated(manager, created);
  }
}
