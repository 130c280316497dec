import { Injectable } from '@nestjs/common';
import { BatchLoader, groupBy, keyedById } from '@sfl/subgraph';
import type { ClubEntity } from './entities/club.entity';
import type { FootballerEntity } from './entities/footballer.entity';
import { WorldRepository } from './world.repository';

/** Clubs, footballers and squads by id, one query per kind for everything a response needs. */
@Injectable()
export class WorldLoader {
  private readonly clubs: BatchLoader<string, ClubEntity>;
  private readonly footballers: BatchLoader<string, FootballerEntity>;
  private readonly squads: BatchLoader<string, FootballerEntity[]>;

  constructor(world: WorldRepository) {
    this.clubs = new BatchLoader(async (ids) => keyedById(await world.clubsByIds(ids)));
    this.footballers = new BatchLoader(async (ids) => keyedById(await world.footballersByIds(ids)));
    this.squads = new BatchLoader(async (clubIds) => groupBy(await world.squadsOf(clubIds), (f) => f.clubId));
  }

  club(id: string): Promise<ClubEntity | undefined> {
    return this.clubs.load(id);
  }

  /** For references that must exist (a footballer's club, a match's clubs). */
  async existingClub(id: string): Promise<ClubEntity> {
    const club = await this.clubs.load(id);
    if (!club) throw new Error(`Club ${id} is missing`);
    return club;
  }

  footballer(id: string): Promise<FootballerEntity | undefined> {
    return this.footballers.load(id);
  }

  async existingFootballer(id: string): Promise<FootballerEntity> {
    const footballer = await this.footballers.load(id);
    if (!footballer) throw new Error(`Footballer ${id} is missing`);
    return footballer;
  }

  async squadOf(clubId: string): Promise<FootballerEntity[]> {
    return (await this.squads.load(clubId)) ?? [];
  }
}
