import { Injectable } from '@nestjs/common';
import { BatchLoader, groupBy, keyedById } from '@sfl/subgraph';
import type { MatchActionEntity } from './entities/match-action.entity';
import type { MatchEntity } from './entities/match.entity';
import { MatchesRepository } from './matches.repository';

/** Matches and their timelines by id, one query per kind for everything a response needs. */
@Injectable()
export class MatchesLoader {
  private readonly matches: BatchLoader<string, MatchEntity>;
  private readonly timelines: BatchLoader<string, MatchActionEntity[]>;

  constructor(repository: MatchesRepository) {
    this.matches = new BatchLoader(async (ids) => keyedById(await repository.byIds(ids)));
    this.timelines = new BatchLoader(async (ids) =>
      groupBy(await repository.actionsOf(ids), (a) => a.matchId),
    );
  }

  match(id: string): Promise<MatchEntity | undefined> {
    return this.matches.load(id);
  }

  async timelineOf(matchId: string): Promise<MatchActionEntity[]> {
    return (await this.timelines.load(matchId)) ?? [];
  }
}
