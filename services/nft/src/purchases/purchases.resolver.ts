import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, OffsetArg } from '@sfl/subgraph';
import { footballerReference } from '../footballers/models/footballer.model';
import { RecordNftPurchaseInput } from './dto/record-nft-purchase.input';
import type { OwnedNftEntity } from './entities/owned-nft.entity';
import { OwnedNftModel } from './models/owned-nft.model';
import { PurchasesService } from './purchases.service';
import { NftErrors } from '../nft.errors';

function toModel(nft: OwnedNftEntity): OwnedNftModel {
  return {
    id: nft.id,
    tokenId: nft.tokenId,
    contractAddress: nft.contractAddress,
    purchasePrice: nft.purchasePrice,
    verificationStatus: nft.verificationStatus,
    transactionDigest: nft.transactionDigest,
    walletAddress: nft.walletAddress,
    acquiredAt: nft.acquiredAt,
    player: footballerReference(nft.playerId),
  };
}

@Resolver()
@UseGuards(SignedInGuard)
export class PurchasesResolver {
  constructor(private readonly purchases: PurchasesService) {}

  @Mutation(() => OwnedNftModel, {
    description:
      "Signed-in: records a card bought through the collection's market with one of the caller's " +
      'linked wallets, once the transaction checks out on chain; each digest is accepted once.',
  })
  async recordNftPurchase(
    @Args('input') input: RecordNftPurchaseInput,
    @CurrentUserId() userId: string,
  ): Promise<OwnedNftModel> {
    return toModel(await this.purchases.record(userId, input));
  }

  @Query(() => [OwnedNftModel], { description: "Signed-in: the caller's verified NFTs, newest first." })
  async myNfts(
    @CurrentUserId() userId: string,
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
  ): Promise<OwnedNftModel[]> {
    return (await this.purchases.ownedBy(userId, { limit, offset })).map(toModel);
  }

  @Query(() => [OwnedNftModel], {
    description: "Signed-in: a user's verified NFTs, newest first; FORBIDDEN unless the user is the caller.",
  })
  async nftsOfUser(
    @Args('userId', { type: () => ID }) userId: string,
    @CurrentUserId() callerId: string,
    @LimitArg() limit: number,
    @OffsetArg() offset: number,
  ): Promise<OwnedNftModel[]> {
    if (userId !== callerId) throw NftErrors.NOT_YOUR_NFTS();
    return (await this.purchases.ownedBy(userId, { limit, offset })).map(toModel);
  }
}
