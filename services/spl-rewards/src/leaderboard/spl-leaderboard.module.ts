import { Module } from '@nestjs/common';
import { SplLeaderboardRepository } from './spl-leaderboard.repository';
import { SplLeaderboardResolver } from './spl-leaderboard.resolver';

@Module({ providers: [SplLeaderboardRepository, SplLeaderboardResolver] })
export class SplLeaderboardModule {}
