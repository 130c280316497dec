import { Query, Resolver } from '@nestjs/graphql';
import { seasonGameweeks } from './season-calendar';
import { SeasonModel } from './models/season.model';
import { SeasonRepository } from './season.repository';

@Resolver(() => SeasonModel)
export class SeasonResolver {
  constructor(private readonly seasons: SeasonRepository) {}

  @Query(() => SeasonModel, {
    nullable: true,
    description: 'The latest season whose fixtures exist; null only before the world is seeded.',
  })
  async currentSeason(): Promise<SeasonModel | null> {
    const season = await this.seasons.current();
    if (!season) return null;
    const { first, last } = seasonGameweeks(season.number, season.gameweeks);
    return { number: season.number, firstGameweek: first, lastGameweek: last };
  }
}
