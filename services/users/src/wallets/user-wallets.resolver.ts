import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUserId } from '@sfl/auth-context';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { UserModel } from '../accounts/models/user.model';
import { LinkedWalletModel } from './models/linked-wallet.model';
import { WalletsService } from './wallets.service';

/** User.wallets, kept here so the accounts module knows nothing of wallets. */
@Resolver(() => UserModel)
export class UserWalletsResolver {
  constructor(private readonly service: WalletsService) {}

  @ResolveField(() => [LinkedWalletModel], {
    description: "The user's linked wallets; empty unless the caller is that user.",
  })
  async wallets(
    @Parent() user: UserModel,
    @CurrentUserId({ optional: true }) callerId: string | null,
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
  ) {
    // Which wallets a manager holds is private: other users see none.
    return callerId === user.id ? this.service.linksOf(user.id, { limit, offset }) : [];
  }
}
