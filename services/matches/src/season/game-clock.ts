import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MatchEntity } from '../matches/entities/match.entity';

/**
 * Game time runs with the fixtures: it is real time, unless matches have been kicked off ahead
 * of their schedule (the simulator keeping matches live), in which case it is the scheduled
 * kick-off of the latest of them. Injuries heal and are reported by game days.
 */
@Injectable()
export class GameClock {
  constructor(@InjectRepository(MatchEntity) private readonly matches: Repository<MatchEntity>) {}

  async now(realNow: Date): Promise<Date> {
    const [row] = (await this.matches.query(
      `SELECT max(kickoff_at) AS latest FROM match WHERE status <> 'SCHEDULED'`,
    )) as { latest: Date | string | null }[];
    const latest = row?.latest ? new Date(row.latest) : null;
    return latest && latest > realNow ? latest : realNow;
  }
}
