import { Injectable } from '@nestjs/common';
import { BatchLoader } from '@sfl/subgraph';
import type { InjuryEntity } from './entities/injury.entity';
import { InjuriesRepository } from './injuries.repository';

@Injectable()
export class InjuriesLoader {
  private readonly open: BatchLoader<string, InjuryEntity>;

  constructor(injuries: InjuriesRepository) {
    this.open = new BatchLoader(
      async (ids) => new Map((await injuries.openOf(ids)).map((i) => [i.footballerId, i])),
    );
  }

  /** The footballer's current report, if any. */
  openInjuryOf(footballerId: string): Promise<InjuryEntity | undefined> {
    return this.open.load(footballerId);
  }
}
