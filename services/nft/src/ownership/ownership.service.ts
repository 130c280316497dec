import { Inject, Injectable } from '@nestjs/common';
import { type KeyValueStore, ReadThroughCache } from '@sfl/cache';
import { isExceptionFrom } from '@sfl/errors';
import type { ChainReader, ObjectOwnership } from '@sfl/sui-chain';
import { CHAIN_READER, KEY_VALUE_STORE } from '@sfl/subgraph';
import { ChainReadBudget } from '../chain-reads/chain-read-budget';
import { PlayerCollection } from '../collection/player-collection';
import { NftErrors } from '../nft.errors';
import { parseSuiAddress } from '../shared/sui-input';
import type { VerifyNftOwnershipInput } from './dto/verify-nft-ownership.input';

// Repeated checks of one card (a page re-rendering, a user clicking again) reuse the answer
// briefly; short, since an owner can sell the card any moment.
export const OWNERSHIP_TTL_MS = 5_000;

type CardOwner = Omit<ObjectOwnership, 'content'>;

/** Does a wallet own one of our player cards right now, straight at its address (no kiosk)? */
@Injectable()
export class OwnershipService {
  private readonly recentOwners: ReadThroughCache<CardOwner>;

  constructor(
    @Inject(CHAIN_READER) private readonly chain: Pick<ChainReader, 'getObjectOwnership'>,
    @Inject(KEY_VALUE_STORE) store: KeyValueStore,
    private readonly collection: PlayerCollection,
    private readonly budget: ChainReadBudget,
  ) {
    this.recentOwners = new ReadThroughCache(store, { prefix: 'nft:card-owner', ttlMs: OWNERSHIP_TTL_MS });
  }

  /** A user's check: answered from the last few seconds' read when there is one. */
  async verify(caller: string, input: VerifyNftOwnershipInput): Promise<boolean> {
    const owner = parseSuiAddress(input.userAddress, 'userAddress');
    const tokenId = parseSuiAddress(input.tokenId, 'tokenId');
    const contractAddress = parseSuiAddress(input.contractAddress, 'contractAddress');
    const deployed = this.collection.deployed;
    if (!deployed || contractAddress !== deployed.packageId) return false;
    const card = await this.recentOwners.get(tokenId, () => this.read(caller, tokenId));
    return isOwnedBy(card, owner, deployed.types.card);
  }

  /**
   * Whether the wallet still holds our card, from the last few seconds' read when there is one;
   * null when it cannot be told now (collection not deployed, the caller's allowance spent), so
   * the last verified answer stands instead of failing the caller's page.
   */
  async holds(caller: string, tokenId: string, wallet: string): Promise<boolean | null> {
    const deployed = this.collection.deployed;
    if (!deployed) return null;
    try {
      const card = await this.recentOwners.get(tokenId, () => this.read(caller, tokenId));
      return isOwnedBy(card, wallet, deployed.types.card);
    } catch (error) {
      if (isExceptionFrom(NftErrors, error) && error.reason === 'TOO_MANY_CHAIN_READS') return null;
      throw error;
    }
  }

  /** Read fresh from the chain, for decisions that are recorded (a purchase). */
  async isOwnedByNow(caller: string, objectId: string, owner: string, type: string): Promise<boolean> {
    return isOwnedBy(await this.read(caller, objectId), owner, type);
  }

  private async read(caller: string, objectId: string): Promise<CardOwner> {
    await this.budget.spend(caller);
    const { exists, owner, type } = await this.chain.getObjectOwnership(objectId);
    return { exists, owner, type };
  }
}

/** The object exists, is of `type` and its owner is the address itself. */
function isOwnedBy(card: CardOwner, owner: string, type: string): boolean {
  return card.exists && card.type === type && card.owner === owner;
}
