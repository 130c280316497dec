import { Inject, Injectable } from '@nestjs/common';
import type { ChainReader } from '@sfl/sui-chain';
import { PlayerCollection } from '../collection/player-collection';
import { CHAIN_READER } from '../nft.tokens';
import { parseSuiAddress } from '../shared/sui-input';
import type { VerifyNftOwnershipInput } from './dto/verify-nft-ownership.input';

/** Does a wallet own one of our player cards right now, straight at its address (no kiosk)? */
@Injectable()
export class OwnershipService {
  constructor(
    @Inject(CHAIN_READER) private readonly chain: Pick<ChainReader, 'getObjectOwnership'>,
    private readonly collection: PlayerCollection,
  ) {}

  async verify(input: VerifyNftOwnershipInput): Promise<boolean> {
    const owner = parseSuiAddress(input.userAddress, 'userAddress');
    const tokenId = parseSuiAddress(input.tokenId, 'tokenId');
    const contractAddress = parseSuiAddress(input.contractAddress, 'contractAddress');
    const deployed = this.collection.deployed;
    if (!deployed || contractAddress !== deployed.packageId) return false;
    return this.isOwnedBy(tokenId, owner, deployed.types.card);
  }

  /** The object exists, is of `type` and its owner is the address itself. */
  async isOwnedBy(objectId: string, owner: string, type: string): Promise<boolean> {
    const object = await this.chain.getObjectOwnership(objectId);
    return object.exists && object.type === type && object.owner === owner;
  }
}
