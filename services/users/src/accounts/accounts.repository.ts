import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
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

  /** Inserts the account; null when the username is taken (the unique constraint decides, not a prior read). */
  async insert(account: Pick<UserAccountEntity, 'username' | 'usernameKey' | 'passwordHash'>) {
    try {
      return await this.accounts.save(this.accounts.create(account));
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
