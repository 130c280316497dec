import { Injectable } from '@nestjs/common';
import { InjuryReported } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { Page } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { SeasonRepository } from '../season/season.repository';
import { addDays, dayOf, daysBetween, startOfDay } from '../shared/game-days';
import { stableUuid } from '../shared/stable-uuid';
import type { FootballerEntity } from '../world/entities/footballer.entity';
import { WorldRepository } from '../world/world.repository';
import { InjuryEntity } from './entities/injury.entity';
import { InjuriesRepository } from './injuries.repository';
import { STATUS_RANK, statusFor } from './injury-catalogue';
import { type InjuryCandidate, injuriesForDay } from './injury-generator';

// After a long pause, catch up at most this many game days (older ones would have healed anyway).
const MAX_CATCH_UP_DAYS = 30;

const titleCase = <T extends string>(value: T) =>
  (value.charAt(0) + value.slice(1).toLowerCase()) as Capitalize<Lowercase<T>>;

@Injectable()
export class InjuriesService {
  constructor(
    private readonly injuries: InjuriesRepository,
    private readonly seasons: SeasonRepository,
    private readonly world: WorldRepository,
  ) {}

  /** A page of the current reports, most severe first (severity, then status, then the longest absence). */
  current(page: Page): Promise<InjuryEntity[]> {
    return this.injuries.openPage(page);
  }

  /**
   * The daily round in game time, for every game day since the last one up to `gameNow`: heals
   * those whose return date has come, moves the others towards fit (OUT → DOUBTFUL →
   * QUESTIONABLE), and reports the day's new injuries. One transaction, under the season lock.
   */
  async refreshThrough(gameNow: Date): Promise<void> {
    const target = dayOf(gameNow);
    await this.seasons.transaction(async (manager) => {
      const season = await this.seasons.lockIn(manager);
      const last = season?.injuriesRefreshedThrough;
      if (!season || (last && last >= target)) return;
      const first = last ? addDays(last, 1) : target;
      const open = await this.injuries.openIn(manager);
      const candidates = candidatesFrom(await this.world.allFootballersIn(manager));
      const from =
        daysBetween(first, target) >= MAX_CATCH_UP_DAYS ? addDays(target, 1 - MAX_CATCH_UP_DAYS) : first;
      for (let day = from; day <= target; day = addDays(day, 1)) {
        await this.heal(manager, open, day);
        await this.report(manager, season.seed, day, open, candidates);
      }
      season.injuriesRefreshedThrough = target;
      await this.seasons.saveIn(manager, season);
    });
  }

  private async heal(manager: EntityManager, open: InjuryEntity[], day: string): Promise<void> {
    for (const injury of open) {
      if (injury.recovered) continue;
      const daysLeft = daysBetween(day, injury.expectedReturn);
      const status = statusFor(daysLeft);
      if (daysLeft > 0 && STATUS_RANK[status] <= STATUS_RANK[injury.status]) continue;
      injury.lastUpdate = startOfDay(day);
      if (daysLeft <= 0) injury.recovered = true;
      else injury.status = status;
      await this.injuries.saveIn(manager, injury);
      if (!injury.recovered) await this.publish(manager, injury);
    }
  }

  private async report(
    manager: EntityManager,
    seed: number,
    day: string,
    open: InjuryEntity[],
    candidates: (InjuryCandidate & { clubId: string })[],
  ): Promise<void> {
    const injured = new Set(open.filter((i) => !i.recovered).map((i) => i.footballerId));
    const fit = candidates.filter((c) => !injured.has(c.footballerId));
    for (const draft of injuriesForDay(seed, day, fit)) {
      const injury = Object.assign(new InjuryEntity(), {
        id: stableUuid(`${seed}:injury:${day}:${draft.footballerId}`),
        footballerId: draft.footballerId,
        clubId: fit.find((c) => c.footballerId === draft.footballerId)!.clubId,
        injury: draft.injury,
        severity: draft.severity,
        status: draft.status,
        impactOnTeam: draft.impactOnTeam,
        reportedOn: day,
        expectedReturn: addDays(day, draft.daysOut),
        lastUpdate: startOfDay(day),
        recovered: false,
      });
      await this.injuries.saveIn(manager, injury);
      open.push(injury);
      await this.publish(manager, injury);
    }
  }

  private publish(manager: EntityManager, injury: InjuryEntity) {
    // Keyed by footballer: the reports of one player stay in order.
    return recordEvent(manager, InjuryReported, {
      aggregateId: injury.footballerId,
      payload: {
        injuryId: injury.id,
        footballerId: injury.footballerId,
        clubId: injury.clubId,
        severity: titleCase(injury.severity),
        status: titleCase(injury.status),
        expectedReturn: injury.expectedReturn,
      },
    });
  }
}

function candidatesFrom(footballers: FootballerEntity[]): (InjuryCandidate & { clubId: string })[] {
  const byClub = new Map<string, FootballerEntity[]>();
  for (const f of footballers) byClub.set(f.clubId, [...(byClub.get(f.clubId) ?? []), f]);
  return [...byClub.values()].flatMap((squad) =>
    [...squad]
      .sort((a, b) => b.overall - a.overall || a.id.localeCompare(b.id))
      .map((f, rankInClub) => ({ footballerId: f.id, clubId: f.clubId, overall: f.overall, rankInClub })),
  );
}
