import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, QueryFailedError, type Repository } from 'typeorm';
import { UserAccountEntity } from './entities/user-account.entity';

const UNIQUE_VIOLATION = '23505';

/** The only code that touches the user_account table. */
@Injectable()
export class AccountsRepository {
  constructor(
    @InjectRepository(UserAccountEntity) private readonly accounts: Repository<UserAccountEntity>,
  ) {}

  findById(id: string): Promise<UserAccountEntity | null> {
    return this.accounts.findOneBy({ id });
  }

  findByIds(ids: string[]): Promise<UserAccountEntity[]> {
    return this.accounts.createQueryBuilder('account').where('account.id IN (:...ids)', { ids }).getMany();
  }

  findByUsernameKey(usernameKey: string): Promise<UserAccountEntity | null> {
    return this.accounts.findOneBy({ usernameKey });
  }

  /**
   * Adds `role` to the account with this username key (once) or removes it, and runs `alongside`
   * with the account's id in the same transaction; null when no account has the key. One UPDATE
   * each way, so concurrent changes of other roles are not lost.
   */
  changeRole(
    usernameKey: string,
    change: { role: string; revoke: boolean },
    alongside: (manager: EntityManager, userId: string) => Promise<unknown>,
  ): Promise<string | null> {
    return this.accounts.manager.transaction(async (manager) => {
      // TypeORM answers a raw UPDATE with [rows, affected count].
      const [rows] = (await manager.query(
        change.revoke
          ? `UPDATE user_account SET roles = array_remove(roles, $2) WHERE username_key = $1 RETURNING id`
          : `UPDATE user_account SET roles = array_append(array_remove(roles, $2), $2) WHERE username_key = $1 RETURNING id`,
        [usernameKey, change.role],
      )) as [{ id: string }[], number];
      const userId = rows[0]?.id;
      if (!userId) return null;
      await alongside(manager, userId);
      return userId;
    });
  }

  /** Runs `work` in one transaction (events recorded there exist exactly when its changes do). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.accounts.manager.transaction(work);
  }

  /**
   * Inserts the account and runs `alongside` in the same transaction (the events it records exist
   * exactly when the account does); null when the username is taken: the unique constraint
   * decides, not a prior read.
   */
  async insert(
    account: Pick<UserAccountEntity, 'username' | 'usernameKey' | 'passwordHash'>,
    alongside: (manager: EntityManager, saved: UserAccountEntity) => Promise<unknown>,
  ): Promise<UserAccountEntity | null> {
    try {
      return await this.accounts.manager.transaction(async (manager) => {
        const saved = await manager.save(manager.create(UserAccountEntity, account));
        await alongside(manager, saved);
        return saved;
      });
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      ) {
        return null;
      }
      throw error;
    }
  }
}
