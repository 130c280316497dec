import { Injectable } from '@nestjs/common';
import type { Page } from '@sfl/subgraph';
import type { FootballerFilterInput } from './dto/footballer-filter.input';
import type { ClubEntity } from './entities/club.entity';
import type { FootballerEntity } from './entities/footballer.entity';
import { WorldLoader } from './world.loader';
import { WorldRepository } from './world.repository';
import { MatchesErrors } from '../matches.errors';
import { isUuid } from '@sfl/subgraph';

const MAX_SEARCH_LENGTH = 50;

@Injectable()
export class WorldService {
  constructor(
    private readonly world: WorldRepository,
    private readonly loader: WorldLoader,
  ) {}

  clubs(page: Page): Promise<ClubEntity[]> {
    return this.world.clubsByName(page);
  }

  async club(id: string): Promise<ClubEntity | null> {
    return isUuid(id) ? ((await this.loader.club(id)) ?? null) : null;
  }

  async footballer(id: string): Promise<FootballerEntity | null> {
    return isUuid(id) ? ((await this.loader.footballer(id)) ?? null) : null;
  }

  footballers(filter: FootballerFilterInput | null, page: Page): Promise<FootballerEntity[]> {
    const search = filter?.search?.trim();
    if (search && [...search].length > MAX_SEARCH_LENGTH)
      throw MatchesErrors.SEARCH_TOO_LONG(MAX_SEARCH_LENGTH);
    if (filter?.clubId && !isUuid(filter.clubId)) throw MatchesErrors.INVALID_ID('clubId');
    return this.world.search(
      {
        clubId: filter?.clubId ?? undefined,
        position: filter?.position ?? undefined,
        search: search || undefined,
      },
      page,
    );
  }
}
