import { Inject } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { CLOCK, type Clock } from '@sfl/subgraph';
import { GameClockModel } from './models/game-clock.model';
import { SimulationTime } from './simulation-time.service';

@Resolver(() => GameClockModel)
export class GameClockResolver {
  constructor(
    private readonly time: SimulationTime,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Query(() => GameClockModel, {
    description:
      'The game clock that kick-offs, deadlines and locks run on, so that pages count down on it: real time, except on test stacks whose clock an operator holds or has moved.',
  })
  async gameClock(): Promise<GameClockModel> {
    const { now, held } = await this.time.at(new Date(this.clock.now()));
    return { held, gameTime: now };
  }
}
