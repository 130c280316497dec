import { Resolver, ResolveReference } from '@nestjs/graphql';
import { AccountsService } from './accounts.service';
import { UserModel } from './models/user.model';

/** Federation: other subgraphs return `User { id }` references; this fills in the rest. */
@Resolver(() => UserModel)
export class UserReferenceResolver {
  constructor(private readonly accounts: AccountsService) {}

  @ResolveReference()
  resolveReference(reference: { __typename: 'User'; id: string }) {
    return this.accounts.findById(reference.id);
  }
}
