import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { BatchLoader } from '@sfl/subgraph';
import { FootballerEarningsService } from './footballer-earnings.service';
import { FootballerModel } from './models/footballer.model';

/** What spl-rewards adds to matches' Footballer for his page and the market's lists. */
@Resolver(() => FootballerModel)
export class FootballerFieldsResolver {
  // A market page's 20 to 100 footballers in one read.
  private readonly earned: BatchLoader<string, number>;

  constructor(earnings: FootballerEarningsService) {
    this.earned = new BatchLoader((ids) => earnings.splEarnedBy(ids));
  }

  @ResolveField(() => Int, {
    description:
      'SPL paid to managers for his actions (goals, assists, clean sheets, penalty saves), every season.',
  })
  async splEarned(@Parent() footballer: FootballerModel): Promise<number> {
    return (await this.earned.load(footballer.id)) ?? 0;
  }
}
