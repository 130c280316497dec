import { Column, Entity, Generated, Index, PrimaryColumn } from 'typeorm';

/**
 * SPL paid for a footballer's actions by one payment statement (RewardsRepository.payUnpaidIn):
 * his earnings are the sum of his rows, a few per action, instead of every reward paid for him.
 */
@Entity('footballer_earning')
@Index('IDX_footballer_earning_footballer', ['footballerId'])
export class FootballerEarningEntity {
  @PrimaryColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_footballer_earning' })
  @Generated('increment')
  id: string;

  @Column({ name: 'footballer_id', type: 'uuid' })
  footballerId: string;

  @Column({ name: 'spl_tokens', type: 'bigint' })
  splTokens: string;
}
