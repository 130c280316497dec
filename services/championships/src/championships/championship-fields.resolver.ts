import { Int, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { CurrentUserId } from '@sfl/auth-context';
import { BatchLoader, keyedById, LimitArg, OffsetArg } from '@sfl/subgraph';
import { ChampionshipsService } from './championships.service';
import { ChampionshipModel } from './models/championship.model';
import { PreRegistrationModel } from './models/pre-registration.model';
import { preRegistrationModelOf } from './models/pre-registration.view';
import { PreRegistrationsRepository } from './pre-registrations.repository';

// The championships page shows the three latest and counts the rest.
const PRE_REGISTRATIONS_SHOWN = 3;

/** A championship's pre-registrations, and the championship for other subgraphs' references. */
@Resolver(() => ChampionshipModel)
export class ChampionshipFieldsResolver {
  // All of a request's references (a manager's leagues naming their championships) in one query.
  private readonly references: BatchLoader<string, ChampionshipModel>;

  constructor(
    championships: ChampionshipsService,
    private readonly registrations: PreRegistrationsRepository,
  ) {
    this.references = new BatchLoader(async (ids) => keyedById(await championships.byIds(ids)));
  }

  @ResolveReference()
  async resolveReference(reference: {
    __typename: 'Championship';
    id: string;
  }): Promise<ChampionshipModel | null> {
    return (await this.references.load(reference.id)) ?? null;
  }

  @ResolveField(() => Int)
  preRegistrationCount(@Parent() championship: ChampionshipModel): Promise<number> {
    return this.registrations.count(championship.id);
  }

  @ResolveField(() => [PreRegistrationModel], { description: 'The most recent first.' })
  async preRegistrations(
    @Parent() championship: ChampionshipModel,
    @LimitArg(PRE_REGISTRATIONS_SHOWN) limit: number,
    @OffsetArg() offset: number,
  ): Promise<PreRegistrationModel[]> {
    return (await this.registrations.recent(championship.id, { limit, offset })).map(preRegistrationModelOf);
  }

  @ResolveField(() => PreRegistrationModel, { nullable: true, description: "The signed-in caller's." })
  async myPreRegistration(
    @Parent() championship: ChampionshipModel,
    @CurrentUserId({ optional: true }) managerId: string | null,
  ): Promise<PreRegistrationModel | null> {
    if (!managerId) return null;
    const mine = await this.registrations.mine(championship.id, managerId);
    return mine && preRegistrationModelOf(mine);
  }
}
