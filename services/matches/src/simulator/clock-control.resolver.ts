import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUserId, OPERATOR_ROLE, RequireRole } from '@sfl/auth-context';
import { ClockControlService } from './clock-control.service';
import { AdvanceGameClockInput } from './dto/advance-game-clock.input';
import { GameClockModel } from './models/game-clock.model';
import type { SimulationInstant } from './simulation-time';

const asModel = ({ now, held }: SimulationInstant): GameClockModel => ({ held, gameTime: now });

// Test stacks only (GAME_CLOCK_CONTROL); elsewhere each answers NOT_FOUND.
@Resolver()
export class ClockControlResolver {
  constructor(private readonly control: ClockControlService) {}

  @Mutation(() => GameClockModel, {
    description:
      'Operators on test stacks only: stops game time (no kick-offs, match minutes or deadlines) until resumed, or for 10 minutes.',
  })
  @RequireRole(OPERATOR_ROLE)
  async holdGameClock(@CurrentUserId() operatorId: string): Promise<GameClockModel> {
    return asModel(await this.control.hold(operatorId));
  }

  @Mutation(() => GameClockModel, {
    description: 'Operators on test stacks only: game time runs on from where it was held.',
  })
  @RequireRole(OPERATOR_ROLE)
  async resumeGameClock(@CurrentUserId() operatorId: string): Promise<GameClockModel> {
    return asModel(await this.control.resume(operatorId));
  }

  @Mutation(() => GameClockModel, {
    description:
      'Operators on test stacks only: plays on, a few game minutes a step as normal play does, until the gameweek has started or finished; the clock stays held there.',
  })
  @RequireRole(OPERATOR_ROLE)
  async advanceGameClock(
    @Args('input') input: AdvanceGameClockInput,
    @CurrentUserId() operatorId: string,
  ): Promise<GameClockModel> {
    return asModel(await this.control.advance(operatorId, input));
  }
}
