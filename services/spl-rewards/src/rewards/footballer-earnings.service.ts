import { Injectable } from '@nestjs/common';
import { isUuid } from '@sfl/subgraph';
import { RewardsRepository } from './rewards.repository';

/** What managers earned through a footballer, for his page and the market (docs/rewards.md, By footballer). */
@Injectable()
export class FootballerEarningsService {
  constructor(private readonly rewards: RewardsRepository) {}

  /** The SPL paid to managers for each footballer's actions, every season, by id (0: none). */
  async splEarnedBy(footballerIds: readonly string[]): Promise<Map<string, number>> {
    const earned = await this.rewards.splEarnedBy(footballerIds.filter(isUuid));
    return new Map(footballerIds.map((id) => [id, earned.get(id) ?? 0]));
  }
}
