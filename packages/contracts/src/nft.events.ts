import { defineEvent, type EventContract, type TopicDefinition } from '@sfl/events';
import { z } from 'zod';

// Keyed by the card's object id: the ownership changes of one card stay in order on one partition.
export const nftTopic: TopicDefinition = { name: 'nft.events', partitions: 6 };

const suiAddress = z.string().regex(/^0x[0-9a-f]{64}$/);

/**
 * A manager's on-chain purchase of a player card was checked against the chain (our market's
 * `Purchased` event, the seller paid, the card now at the buyer's linked wallet) and recorded.
 * `purchasePrice` is in MIST (u64) as a decimal string.
 */
export const NftPurchaseVerified = defineEvent({
  topic: nftTopic.name,
  type: 'NftPurchaseVerified',
  version: 1,
  payload: z.object({
    ownedNftId: z.uuid(),
    userId: z.uuid(),
    walletAddress: suiAddress,
    tokenId: suiAddress,
    contractAddress: suiAddress,
    playerId: z.string().min(1).max(100),
    purchasePrice: z.string().regex(/^[1-9][0-9]{0,19}$/),
    seller: suiAddress,
    transactionDigest: z.string().min(32).max(64),
    acquiredAt: z.iso.datetime({ offset: true }),
  }),
});

export const nftEventContracts: EventContract[] = [NftPurchaseVerified];
