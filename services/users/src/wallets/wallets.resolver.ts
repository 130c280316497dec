import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LinkWalletInput } from './dto/link-wallet.input';
import { LinkedWalletModel } from './models/linked-wallet.model';
import { WalletLinkChallengeModel } from './models/wallet-link-challenge.model';
import { WalletsService } from './wallets.service';

@Resolver()
@UseGuards(SignedInGuard)
export class WalletsResolver {
  constructor(private readonly wallets: WalletsService) {}

  @Mutation(() => WalletLinkChallengeModel, {
    description:
      'Issues a one-time message to sign with the wallet; valid for 5 minutes, at most 5 open per user.',
  })
  requestWalletLinkChallenge(@Args('address') address: string, @CurrentUserId() userId: string) {
    return this.wallets.requestChallenge(userId, address);
  }

  @Mutation(() => LinkedWalletModel, {
    description: "Links the challenge's wallet to the caller once its signature checks out.",
  })
  linkWallet(@Args('input') input: LinkWalletInput, @CurrentUserId() userId: string) {
    return this.wallets.link(userId, input.nonce, input.signature);
  }

  @Mutation(() => Boolean, { description: "Removes one of the caller's own wallet links." })
  unlinkWallet(@Args('address') address: string, @CurrentUserId() userId: string) {
    return this.wallets.unlink(userId, address);
  }
}
