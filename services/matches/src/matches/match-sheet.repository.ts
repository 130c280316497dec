import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FootballerPerformanceEntity } from '../points/entities/footballer-performance.entity';
import type { MatchEntity } from './entities/match.entity';
import { MatchLineupEntity } from './entities/match-lineup.entity';
import { MatchSheet } from './match-sheet';

/**
 * The only code that writes match_lineup and footballer_performance: a match's sheet, read and
 * written inside the transaction of one kick-off, action or full time (points reads the
 * performances for its rankings).
 */
@Injectable()
export class MatchSheetRepository {
  async loadIn(manager: EntityManager, match: MatchEntity): Promise<MatchSheet> {
    const [entries, performances] = await Promise.all([
      manager.findBy(MatchLineupEntity, { matchId: match.id }),
      manager.findBy(FootballerPerformanceEntity, { matchId: match.id }),
    ]);
    return MatchSheet.of(match, entries, performances);
  }

  /**
   * Writes what changed on the sheet since it was loaded or last saved; returns the performances
   * whose published figures (points, minutes, goals, assists) changed.
   */
  async saveIn(manager: EntityManager, sheet: MatchSheet): Promise<FootballerPerformanceEntity[]> {
    const { entries, performances, updatedFigures } = sheet.takeChanges();
    if (entries.length) await manager.save(MatchLineupEntity, entries);
    if (performances.length) await manager.save(FootballerPerformanceEntity, performances);
    return updatedFigures;
  }
}
