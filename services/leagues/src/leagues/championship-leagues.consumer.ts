import { Injectable } from '@nestjs/common';
import { ChampionshipOpened } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { ChampionshipLeaguesService } from './championship-leagues.service';

export const CHAMPIONSHIP_LEAGUES_CONSUMER = 'leagues.championships';

/**
 * Championships that open, each run as a league (ChampionshipLeaguesService); each event applied
 * once (processed_event), in the transaction of its effects.
 */
@Injectable()
export class ChampionshipLeaguesConsumer {
  constructor(private readonly championshipLeagues: ChampionshipLeaguesService) {}

  definition(): ConsumerDefinition {
    return {
      name: CHAMPIONSHIP_LEAGUES_CONSUMER,
      handlers: [
        handles(ChampionshipOpened, ({ payload }, manager) =>
          this.championshipLeagues.openIn(manager, payload),
        ),
      ],
    };
  }
}
