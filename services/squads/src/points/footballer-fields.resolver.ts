import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader } from '@sfl/subgraph';
import { FootballerOwnershipModel } from './models/footballer-ownership.model';
import { FootballerModel } from './models/footballer.model';
import { OwnershipService } from './ownership.service';

/** What squads adds to matches' Footballer for his page and the market's lists. */
@Resolver(() => FootballerModel)
export class FootballerFieldsResolver {
  // A market page's 20 to 100 footballers in one read.
  private readonly ownerships: BatchLoader<string, FootballerOwnershipModel>;

  constructor(ownership: OwnershipService) {
    this.ownerships = new BatchLoader((ids) => ownership.ofFootballers(ids));
  }

  @ResolveField(() => FootballerOwnershipModel, {
    nullable: true,
    description:
      'How many lineups of the latest gameweek whose deadline has passed field him as a starter; null before any gameweek.',
  })
  async ownership(@Parent() footballer: FootballerModel): Promise<FootballerOwnershipModel | null> {
    return (await this.ownerships.load(footballer.id)) ?? null;
  }
}
