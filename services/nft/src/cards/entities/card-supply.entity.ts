import type { Rarity } from '@sfl/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** How many cards of a footballer's tier were minted in a season: the last serial handed out. */
@Entity('card_supply')
export class CardSupplyEntity {
  @PrimaryColumn({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  rarity: Rarity;

  @PrimaryColumn({ type: 'integer' })
  season: number;

  @Column({ type: 'integer' })
  issued: number;
}
