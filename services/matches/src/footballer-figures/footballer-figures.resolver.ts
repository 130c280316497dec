import { Directive, Float, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { LimitArg } from '@sfl/subgraph';
import { gameweeksPerSeason } from '../season/season-calendar';
import { FootballerModel } from '../world/models/footballer.model';
import { CLUB_COUNT } from '../world/world-generator';
import { FootballerFiguresService } from './footballer-figures.service';
import { MAX_NEXT_FIXTURES } from './footballer-figures.loader';
import { FootballerFixtureModel } from './models/footballer-fixture.model';
import { FootballerGameweekModel } from './models/footballer-gameweek.model';
import { FootballerSeasonTotalsModel } from './models/footballer-season-totals.model';

const NEXT_FIXTURES_SHOWN = 5;

/** The player page's fields of Footballer: his season so far and what comes next. */
@Resolver(() => FootballerModel)
export class FootballerFiguresResolver {
  constructor(private readonly figures: FootballerFiguresService) {}

  @ResolveField(() => [FootballerGameweekModel], {
    description:
      'His gameweeks of the current season in which he has a performance, oldest first (several matches in one gameweek add up).',
  })
  @Directive(`@listSize(assumedSize: ${gameweeksPerSeason(CLUB_COUNT)})`)
  gameweeks(@Parent() footballer: FootballerModel) {
    return this.figures.gameweeks(footballer.id);
  }

  @ResolveField(() => Float, {
    description: 'Average fantasy points of his last 5 gameweeks with a performance; 0 before any.',
  })
  form(@Parent() footballer: FootballerModel) {
    return this.figures.form(footballer.id);
  }

  @ResolveField(() => FootballerSeasonTotalsModel, { description: 'Season totals.' })
  seasonTotals(@Parent() footballer: FootballerModel) {
    return this.figures.seasonTotals(footballer.id);
  }

  @ResolveField(() => [FootballerFixtureModel], {
    description: "His club's next fixtures not kicked off yet, soonest first.",
  })
  nextFixtures(
    @Parent() footballer: FootballerModel,
    @LimitArg(NEXT_FIXTURES_SHOWN, MAX_NEXT_FIXTURES) limit: number,
  ) {
    return this.figures.nextFixtures(footballer.clubId, limit);
  }
}
