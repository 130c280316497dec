import { Resolver, ResolveReference } from '@nestjs/graphql';
import { BatchLoader, isUuid, keyedById } from '@sfl/subgraph';
import { AccountsService } from './accounts.service';
import type { UserAccountEntity } from './entities/user-account.entity';
import { UserModel } from './models/user.model';

/**
 * Federation: other subgraphs return `User { id }` references (a league's standings, a
 * leaderboard's rows); this fills in the rest, all of a request's references in one query.
 */
@Resolver(() => UserModel)
export class UserReferenceResolver {
  private readonly references: BatchLoader<string, UserAccountEntity>;

  constructor(accounts: AccountsService) {
    this.references = new BatchLoader(async (ids) => keyedById(await accounts.findByIds(ids.filter(isUuid))));
  }

  @ResolveReference()
  async resolveReference(reference: { __typename: 'User'; id: string }): Promise<UserAccountEntity | null> {
    return (await this.references.load(reference.id)) ?? null;
  }
}
