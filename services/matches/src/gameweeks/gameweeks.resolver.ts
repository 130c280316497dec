import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { GameweeksService } from './gameweeks.service';
import { GameweekModel } from './models/gameweek.model';

@Resolver(() => GameweekModel)
export class GameweeksResolver {
  constructor(private readonly service: GameweeksService) {}

  @Query(() => GameweekModel, {
    nullable: true,
    description: 'One gameweek; null when the season has no such one.',
  })
  gameweek(@Args('number', { type: () => Int }) number: number) {
    return this.service.gameweek(number);
  }

  @Query(() => GameweekModel, {
    nullable: true,
    description:
      'The next gameweek: the first none of whose matches has kicked off (a battle created now is for it); null when none is scheduled yet.',
  })
  nextGameweek() {
    return this.service.next();
  }

  @Query(() => GameweekModel, {
    nullable: true,
    description: 'The gameweek being played now (gameweeks never overlap); null between gameweeks.',
  })
  liveGameweek() {
    return this.service.live();
  }

  @Query(() => [GameweekModel], {
    description: 'The gameweeks none of whose matches has kicked off, in order: a league can start with one.',
  })
  upcomingGameweeks(@LimitArg() limit: number, @OffsetArg() offset: number) {
    return this.service.upcoming({ limit, offset });
  }

  @Query(() => [GameweekModel], { description: 'The gameweeks of the season, in order.' })
  gameweeks(@LimitArg() limit: number, @OffsetArg() offset: number) {
    return this.service.page({ limit, offset });
  }
}
