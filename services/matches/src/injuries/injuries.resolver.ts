import { Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { LimitArg, MAX_LIMIT, OffsetArg } from '@sfl/subgraph';
import { positionGroupOf } from '@sfl/contracts';
import { startOfDay } from '../shared/game-days';
import { FootballerModel } from '../world/models/footballer.model';
import { WorldLoader } from '../world/world.loader';
import type { InjuryEntity } from './entities/injury.entity';
import { InjuriesService } from './injuries.service';
import { type InjuryPosition, InjuryPositionEnum } from './models/injury.enums';
import { InjuryModel } from './models/injury.model';

@Resolver(() => InjuryModel)
export class InjuriesResolver {
  constructor(
    private readonly reports: InjuriesService,
    private readonly world: WorldLoader,
  ) {}

  @Query(() => [InjuryModel], { description: 'Current injury reports, most severe first.' })
  injuries(@LimitArg(MAX_LIMIT) limit: number, @OffsetArg() offset: number) {
    return this.reports.current({ limit, offset });
  }

  @ResolveField(() => FootballerModel)
  footballer(@Parent() injury: InjuryModel) {
    return this.world.existingFootballer(injury.footballerId);
  }

  @ResolveField(() => String)
  async playerName(@Parent() injury: InjuryModel) {
    return (await this.world.existingFootballer(injury.footballerId)).name;
  }

  @ResolveField(() => String, { description: "The club's name." })
  async team(@Parent() injury: InjuryModel) {
    return (await this.world.existingClub(injury.clubId)).name;
  }

  @ResolveField(() => InjuryPositionEnum)
  async position(@Parent() injury: InjuryModel): Promise<InjuryPosition> {
    const group = positionGroupOf((await this.world.existingFootballer(injury.footballerId)).position);
    return group === 'ATT' ? 'FWD' : group === 'MID' ? 'MID' : 'DEF';
  }

  @ResolveField(() => Date, { description: 'The game day the player is expected back.' })
  expectedReturn(@Parent() injury: InjuryEntity) {
    return startOfDay(injury.expectedReturn);
  }
}
