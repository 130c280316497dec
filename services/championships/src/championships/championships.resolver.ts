import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, OPERATOR_ROLE, RequireRole, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, MAX_LIMIT, OffsetArg } from '@sfl/subgraph';
import { ChampionshipsService } from './championships.service';
import { CreateChampionshipInput } from './dto/create-championship.input';
import { PreRegistrationInput } from './dto/pre-registration.input';
import { ChampionshipModel } from './models/championship.model';
import { PreRegistrationResultModel } from './models/pre-registration.model';
import { preRegistrationModelOf } from './models/pre-registration.view';
import { PreRegistrationService } from './pre-registration.service';

@Resolver()
export class ChampionshipsResolver {
  constructor(
    private readonly service: ChampionshipsService,
    private readonly preRegistrations: PreRegistrationService,
  ) {}

  @Query(() => [ChampionshipModel], {
    description:
      'The available championships: in pre-registration, upcoming, active, and the three last completed in the last two weeks; by start.',
  })
  championships(
    @LimitArg(MAX_LIMIT) limit: number,
    @OffsetArg() offset: number,
  ): Promise<ChampionshipModel[]> {
    return this.service.available({ limit, offset });
  }

  @Query(() => ChampionshipModel, { nullable: true })
  championship(@Args('id', { type: () => ID }) id: string): Promise<ChampionshipModel | null> {
    return this.service.byId(id);
  }

  @Mutation(() => PreRegistrationResultModel, {
    description:
      'Signed-in: pre-registers you while the championship is in pre-registration; a second call updates yours.',
  })
  @UseGuards(SignedInGuard)
  async preRegisterForChampionship(
    @Args('championshipId', { type: () => ID }) championshipId: string,
    @Args('input') input: PreRegistrationInput,
    @CurrentUserId() managerId: string,
  ): Promise<PreRegistrationResultModel> {
    const { registration, updated } = await this.preRegistrations.preRegister(
      managerId,
      championshipId,
      input,
    );
    return { preRegistration: preRegistrationModelOf(registration), updated };
  }

  @Mutation(() => ChampionshipModel, { description: 'Operators only: a championship of their own.' })
  @RequireRole(OPERATOR_ROLE)
  createChampionship(
    @Args('input') input: CreateChampionshipInput,
    @CurrentUserId() operatorId: string,
  ): Promise<ChampionshipModel> {
    return this.service.create(operatorId, input);
  }
}
