import { Injectable } from '@nestjs/common';
import { isUuid } from '@sfl/subgraph';
import { LineupsRepository } from './lineups.repository';
import type { FootballerOwnershipModel } from './models/footballer-ownership.model';

/** How many managers start a footballer, for his page and the market (docs/points.md, Ownership). */
@Injectable()
export class OwnershipService {
  constructor(private readonly lineups: LineupsRepository) {}

  /**
   * Each footballer's share of the lineups of the latest gameweek whose deadline has passed, by
   * id (a footballer no lineup starts: 0); empty before the first deadline.
   */
  async ofFootballers(footballerIds: readonly string[]): Promise<Map<string, FootballerOwnershipModel>> {
    const counts = await this.lineups.starterCounts(footballerIds.filter(isUuid));
    if (!counts) return new Map();
    return new Map(
      footballerIds.map((id) => {
        const lineups = counts.starting.get(id) ?? 0;
        const percent = counts.lineups ? (100 * lineups) / counts.lineups : 0;
        return [id, { gameweek: counts.gameweek, lineups, percent }];
      }),
    );
  }
}
