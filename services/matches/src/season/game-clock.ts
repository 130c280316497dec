import { Injectable } from '@nestjs/common';
import { MatchesRepository } from '../matches/matches.repository';

/**
 * Game time runs with the fixtures: it is real time, unless matches have been kicked off ahead
 * of their schedule (the simulator keeping matches live), in which case it is the scheduled
 * kick-off of the latest of them. Injuries heal and are reported by game days.
 */
@Injectable()
export class GameClock {
  constructor(private readonly matches: MatchesRepository) {}

  async now(realNow: Date): Promise<Date> {
    const latest = await this.matches.latestStartedKickoff();
    return latest && latest > realNow ? latest : realNow;
  }
}
