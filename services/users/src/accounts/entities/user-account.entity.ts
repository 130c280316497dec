import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('user_account')
export class UserAccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** As the user typed it; shown everywhere. */
  @Column({ type: 'varchar', length: 20 })
  username: string;

  /** Lower-cased username: uniqueness ignores case, so "Ann" and "ann" are one account. */
  @Column({ name: 'username_key', type: 'varchar', length: 20, unique: true })
  usernameKey: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  /** beyond a manager's own actions, e.g. 'operator' (feeds, match data); granted by the grant-role command */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
