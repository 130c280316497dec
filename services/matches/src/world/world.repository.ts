import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Page } from '@sfl/subgraph';
import { type EntityManager, In, type Repository } from 'typeorm';
import { POSITIONS, type Position } from '@sfl/contracts';
import { insertInChunks } from '../shared/insert-in-chunks';
import { ClubEntity } from './entities/club.entity';
import { FootballerEntity } from './entities/footballer.entity';

export interface FootballerSearch {
  clubId?: string;
  position?: Position;
  search?: string;
}

// Squads read goalkeepers first, then defenders, midfielders and attackers.
const POSITION_ORDER = `array_position(ARRAY[${POSITIONS.map((p) => `'${p}'`).join(',')}]::varchar[], footballer.position)`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The only code that touches the club and footballer tables. */
@Injectable()
export class WorldRepository {
  constructor(
    @InjectRepository(ClubEntity) private readonly clubs: Repository<ClubEntity>,
    @InjectRepository(FootballerEntity) private readonly footballers: Repository<FootballerEntity>,
  ) {}

  clubsByName({ limit, offset }: Page): Promise<ClubEntity[]> {
    return this.clubs.find({ order: { name: 'ASC', id: 'ASC' }, take: limit, skip: offset });
  }

  clubsByIds(ids: string[]): Promise<ClubEntity[]> {
    return this.clubs.findBy({ id: In(ids) });
  }

  footballersByIds(ids: string[]): Promise<FootballerEntity[]> {
    return this.footballers.findBy({ id: In(ids) });
  }

  squadsOf(clubIds: string[]): Promise<FootballerEntity[]> {
    return this.footballers
      .createQueryBuilder('footballer')
      .where('footballer.clubId IN (:...clubIds)', { clubIds })
      .orderBy(POSITION_ORDER)
      .addOrderBy('footballer.overall', 'DESC')
      .addOrderBy('footballer.name')
      .getMany();
  }

  /** Every footballer of the world: the squads of all clubs at once. */
  everyFootballer(): Promise<FootballerEntity[]> {
    return this.footballers.find();
  }

  search(criteria: FootballerSearch, { limit, offset }: Page): Promise<FootballerEntity[]> {
    const query = this.footballers.createQueryBuilder('footballer');
    if (criteria.clubId) query.andWhere('footballer.clubId = :clubId', { clubId: criteria.clubId });
    if (criteria.position) query.andWhere('footballer.position = :position', { position: criteria.position });
    if (criteria.search) {
      query
        .innerJoin(ClubEntity, 'club', 'club.id = footballer.clubId')
        .andWhere('(footballer.name ILIKE :pattern OR club.name ILIKE :pattern)', {
          pattern: likePattern(criteria.search),
        });
    }
    return query
      .orderBy('footballer.overall', 'DESC')
      .addOrderBy('footballer.name')
      .addOrderBy('footballer.id')
      .limit(limit)
      .offset(offset)
      .getMany();
  }

  // Inside a transaction of the caller (kick-offs, actions, feeds, injuries, seeding).

  clubIdsIn(manager: EntityManager): Promise<string[]> {
    return manager.find(ClubEntity, { select: { id: true } }).then((clubs) => clubs.map((club) => club.id));
  }

  clubsIn(manager: EntityManager, ids: string[]): Promise<ClubEntity[]> {
    return manager.findBy(ClubEntity, { id: In(ids) });
  }

  footballerIn(manager: EntityManager, id: string): Promise<FootballerEntity | null> {
    return manager.findOneBy(FootballerEntity, { id });
  }

  footballersIn(manager: EntityManager, ids: string[]): Promise<FootballerEntity[]> {
    return manager.findBy(FootballerEntity, { id: In(ids) });
  }

  footballersOfClubsIn(manager: EntityManager, clubIds: string[]): Promise<FootballerEntity[]> {
    return manager.findBy(FootballerEntity, { clubId: In(clubIds) });
  }

  allFootballersIn(manager: EntityManager): Promise<FootballerEntity[]> {
    return everyFootballerIn(manager);
  }

  async insertWorld(
    manager: EntityManager,
    clubs: Pick<ClubEntity, 'id' | 'name' | 'shortName'>[],
    footballers: Partial<FootballerEntity>[],
  ): Promise<void> {
    await insertInChunks(manager, ClubEntity, clubs);
    await insertInChunks(manager, FootballerEntity, footballers);
  }
}

/** Every footballer inside the caller's transaction, also where no repository is injected (migrations). */
export function everyFootballerIn(manager: EntityManager): Promise<FootballerEntity[]> {
  return manager.find(FootballerEntity);
}
