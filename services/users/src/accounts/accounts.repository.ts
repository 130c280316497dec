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
