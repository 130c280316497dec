import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentContext, type InternalContext } from '@sfl/auth-context';
import { LinkWalletInput } from './dto/link-wallet.input';
import { LinkedWalletModel } from './models/linked-wallet.model';
import { WalletLinkChallengeModel } from './models/wallet-link-challenge.model';
import { WalletLinkException } from './wallet-link.exception';
import { WalletsService } from './wallets.service';

function signedInUser(context: InternalContext): string {
  if (!context.userId) throw WalletLinkException.notSignedIn();
  return context.userId;
}

@Resolver()
export class WalletsResolver {
  constructor(private readonly wallets: WalletsService) {}

  @Mutation(() => WalletLinkChallengeModel, {
    description:
      'Issues a one-time message to sign with the wallet; valid for 5 minutes, at most 5 open per user.',
  })
  requestWalletLinkChallenge(@Args('address') address: string, @CurrentContext() context: InternalContext) {
    return this.wallets.requestChallenge(signedInUser(context), address);
  }

  @Mutation(() => LinkedWalletModel, {
    description: "Links the challenge's wallet to the caller once its signature checks out.",
  })
  linkWallet(@Args('input') input: LinkWalletInput, @CurrentContext() context: InternalContext) {
    return this.wallets.link(signedInUser(context), input.nonce, input.signature);
  }

  @Mutation(() => Boolean, { description: "Removes one of the caller's own wallet links." })
  unlinkWallet(@Args('address') address: string, @CurrentContext() context: InternalContext) {
    return this.wallets.unlink(signedInUser(context), address);
  }
}
