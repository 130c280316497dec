import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { FootballerEntity } from './entities/footballer.entity';
import { SeasonEntity } from './entities/season.entity';
import { isUuid } from '@sfl/subgraph';

/** The only code that touches the footballer and season tables (projections of matches.events). */
@Injectable()
export class CatalogueRepository {
  constructor(
    @InjectRepository(FootballerEntity) private readonly footballers: Repository<FootballerEntity>,
  ) {}

  /**
   * Orders catalogue changes against what depends on the catalogue: a change ('change') waits
   * for the transactions reading it ('read') and they for it, so a starter pack or a purchase
   * that found the catalogue lacking is committed before the change looks for what waits on it.
   */
  async lockIn(manager: EntityManager, mode: 'read' | 'change'): Promise<void> {
    const lock = mode === 'read' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
    await manager.query(`SELECT ${lock}(hashtext('nft.catalogue'))`);
  }

  /** A footballer registered again (a replayed world) takes the newer details. */
  async saveFootballerIn(manager: EntityManager, footballer: FootballerEntity): Promise<void> {
    await manager.upsert(FootballerEntity, footballer, ['id']);
  }

  async saveSeasonIn(manager: EntityManager, season: SeasonEntity): Promise<void> {
    await manager.upsert(SeasonEntity, season, ['season']);
  }

  /** The season new cards are minted in; null before matches told us of any. */
  currentSeason(): Promise<number | null> {
    return this.currentSeasonIn(this.footballers.manager);
  }

  /** As currentSeason, inside the caller's transaction. */
  async currentSeasonIn(manager: EntityManager): Promise<number | null> {
    const [row] = await manager.query<{ season: number | null }[]>(
      'SELECT max(season) AS season FROM season',
    );
    return row?.season ?? null;
  }

  async byIds(ids: readonly string[]): Promise<Map<string, FootballerEntity>> {
    if (ids.length === 0) return new Map();
    const found = await this.footballers.findBy({ id: In([...new Set(ids)]) });
    return new Map(found.map((footballer) => [footballer.id, footballer]));
  }

  /** Null for an id the catalogue does not hold, uuid or not (a card on chain may name anything). */
  async byIdIn(manager: EntityManager, id: string): Promise<FootballerEntity | null> {
    if (!isUuid(id)) return null;
    return manager.findOneBy(FootballerEntity, { id });
  }
}
