import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module';
import { PointsModule } from '../points/points.module';
import { SeasonModule } from '../season/season.module';
import { WorldModule } from '../world/world.module';
import { FootballerFiguresLoader } from './footballer-figures.loader';
import { FootballerFiguresResolver } from './footballer-figures.resolver';
import { FootballerFiguresService } from './footballer-figures.service';
import { FootballerFixtureResolver } from './footballer-fixture.resolver';

// A footballer's figures of the season and his club's next fixtures, for the player pages.
@Module({
  imports: [PointsModule, SeasonModule, MatchesModule, WorldModule],
  providers: [
    FootballerFiguresLoader,
    FootballerFiguresService,
    FootballerFiguresResolver,
    FootballerFixtureResolver,
  ],
})
export class FootballerFiguresModule {}
