import { Inject, Injectable } from '@nestjs/common';
import { NftPurchaseVerified } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import type { Page } from '@sfl/subgraph';
import type { ChainReader } from '@sfl/sui-chain';
import { ChainReadBudget, chainReadCaller } from '../chain-reads/chain-read-budget';
import { PlayerCollection } from '../collection/player-collection';
import { LinkedWalletsRepository } from '../linked-wallets/linked-wallets.repository';
import { ListingsCache } from '../listings/listings.cache';
import { CHAIN_READER } from '@sfl/subgraph';
import { OwnershipService } from '../ownership/ownership.service';
import { parseDigest, parseSuiAddress } from '../shared/sui-input';
import type { RecordNftPurchaseInput } from './dto/record-nft-purchase.input';
import type { OwnedNftEntity } from './entities/owned-nft.entity';
import { OnChainCardsService } from './on-chain-cards.service';
import { OwnedNftsRepository } from './owned-nfts.repository';
import { verifyPurchase } from './purchase-verifier';
import { NftErrors } from '../nft.errors';

export const VERIFIED = 'verified';

/**
 * Records a user's on-chain card purchase once the transaction proves it, as the card's one
 * owner (a resale moves it from the earlier buyer); lists their NFTs.
 */
@Injectable()
export class PurchasesService {
  constructor(
    @Inject(CHAIN_READER) private readonly chain: Pick<ChainReader, 'getTransaction'>,
    private readonly collection: PlayerCollection,
    private readonly ownership: OwnershipService,
    private readonly wallets: LinkedWalletsRepository,
    private readonly nfts: OwnedNftsRepository,
    private readonly listings: ListingsCache,
    private readonly budget: ChainReadBudget,
    private readonly onChainCards: OnChainCardsService,
  ) {}

  ownedBy(userId: string, page: Page): Promise<OwnedNftEntity[]> {
    return this.nfts.ownedBy(userId, page);
  }

  async record(userId: string, input: RecordNftPurchaseInput): Promise<OwnedNftEntity> {
    const caller = chainReadCaller({ userId, clientIp: null });
    const tokenId = parseSuiAddress(input.tokenId, 'tokenId');
    const contractAddress = parseSuiAddress(input.contractAddress, 'contractAddress');
    const wallet = parseSuiAddress(input.userWalletAddress, 'userWalletAddress');
    const digest = parseDigest(input.transactionHash, 'transactionHash');
    if (input.purchasePrice <= 0n) throw NftErrors.INVALID_PRICE();

    const deployed = this.collection.deployed;
    if (!deployed) throw NftErrors.COLLECTION_NOT_DEPLOYED();
    if (contractAddress !== deployed.packageId) throw NftErrors.NOT_THIS_COLLECTION();
    if (!(await this.wallets.isLinkedTo(wallet, userId))) throw NftErrors.WALLET_NOT_LINKED();
    // Early answer for a replay; the unique constraint below still decides under races.
    if (await this.nfts.digestRecorded(digest)) throw NftErrors.DIGEST_ALREADY_RECORDED();

    const claim = { tokenId, wallet, price: input.purchasePrice };
    await this.budget.spend(caller);
    const purchase = verifyPurchase(await this.chain.getTransaction(digest), claim, deployed);
    // The transaction may be old: the card must still be at the wallet to be playable.
    if (!(await this.ownership.isOwnedByNow(caller, tokenId, wallet, deployed.types.card)))
      throw NftErrors.CARD_MOVED_SINCE();

    const nft = await this.nfts.recordOwner(
      {
        userId,
        tokenId,
        contractAddress,
        purchasePrice: input.purchasePrice.toString(),
        verificationStatus: VERIFIED,
        transactionDigest: digest,
        walletAddress: wallet,
        playerId: purchase.playerId,
      },
      async (manager, recorded, replaced) => {
        await recordEvent(manager, NftPurchaseVerified, {
          aggregateId: tokenId,
          payload: {
            ownedNftId: recorded.id,
            userId,
            walletAddress: wallet,
            tokenId,
            contractAddress,
            playerId: recorded.playerId,
            purchasePrice: recorded.purchasePrice,
            seller: purchase.seller,
            transactionDigest: digest,
            acquiredAt: recorded.acquiredAt.toISOString(),
          },
        });
        await this.onChainCards.purchasedIn(manager, recorded, replaced);
      },
    );
    if (!nft) throw NftErrors.DIGEST_ALREADY_RECORDED();
    await this.listings.forget(deployed.marketId);
    return nft;
  }
}
