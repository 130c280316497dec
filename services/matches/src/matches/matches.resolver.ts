import { Args, Directive, ID, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { LimitArg, MAX_LIMIT, OffsetArg, pageOf } from '@sfl/subgraph';
import { ClubModel } from '../world/models/club.model';
import { WorldLoader } from '../world/world.loader';
import { MatchesLoader } from './matches.loader';
import { LIVE_PANEL_SIZE, MatchesService } from './matches.service';
import { MatchActionModel } from './models/match-action.model';
import { MatchModel } from './models/match.model';

@Resolver(() => MatchModel)
export class MatchesResolver {
  constructor(
    private readonly matches: MatchesService,
    private readonly loader: MatchesLoader,
    private readonly world: WorldLoader,
  ) {}

  @Query(() => Int, {
    description: 'The latest gameweek in which a match has kicked off (1 before the season).',
  })
  currentGameweek() {
    return this.matches.currentGameweek();
  }

  @Query(() => [MatchModel], { description: 'The matches of a gameweek, by kick-off.' })
  fixtures(
    @Args('gameweek', { type: () => Int }) gameweek: number,
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
  ) {
    return this.matches.fixtures(gameweek, { limit, offset });
  }

  @Query(() => [MatchModel], {
    description:
      "The fixtures not kicked off yet, earliest kick-off first: each player locks at his own fixture's kick-off.",
  })
  upcomingFixtures(@LimitArg() limit: number, @OffsetArg() offset: number) {
    return this.matches.upcomingFixtures({ limit, offset });
  }

  @Query(() => [MatchModel], {
    description: 'Live matches (newest first), then the latest results of the current gameweek; at most 8.',
  })
  // The gateway's query cost counts the list as its declared size.
  @Directive(`@listSize(assumedSize: ${LIVE_PANEL_SIZE})`)
  liveMatches() {
    return this.matches.liveMatches();
  }

  @Query(() => MatchModel, { nullable: true })
  match(@Args('id', { type: () => ID }) id: string) {
    return this.matches.match(id);
  }

  @ResolveField(() => ClubModel)
  homeClub(@Parent() match: MatchModel) {
    return this.world.existingClub(match.homeClubId);
  }

  @ResolveField(() => ClubModel)
  awayClub(@Parent() match: MatchModel) {
    return this.world.existingClub(match.awayClubId);
  }

  @ResolveField(() => String, { description: 'Home goals, a dash, away goals: "2-1".' })
  score(@Parent() match: MatchModel) {
    return `${match.homeScore}-${match.awayScore}`;
  }

  @ResolveField(() => [MatchActionModel], { description: 'The timeline, oldest first.' })
  async actions(
    @Parent() match: MatchModel,
    @LimitArg(MAX_LIMIT) limit: number,
    @OffsetArg() offset: number,
  ) {
    return pageOf(await this.loader.timelineOf(match.id), { limit, offset });
  }
}
