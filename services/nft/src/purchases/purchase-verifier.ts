import { normalizeSuiAddress, SUI_TYPE_ARG } from '@mysten/sui/utils';
import { type ChainTransaction, Purchased } from '@sfl/sui-chain';
import type { DeployedCollection } from '../collection/player-collection';
import { NftErrors } from '../nft.errors';

/** What a buyer claims to have bought; addresses normalized. */
export interface PurchaseClaim {
  tokenId: string;
  wallet: string;
  price: bigint;
}

/** What the transaction proves: our market's Purchased event for the claimed card and buyer. */
export interface VerifiedPurchase {
  playerId: string;
  seller: string;
}

function purchasedEvents(tx: ChainTransaction, collection: DeployedCollection) {
  const decoded: { card_id: string; player_id: string; price: string; seller: string; buyer: string }[] = [];
  for (const event of tx.events) {
    // Move lets only the module that defines an event type emit it: this type is our market's.
    if (event.type !== collection.types.purchased) continue;
    try {
      decoded.push(Purchased.parse(event.bcs));
    } catch {
      // not our layout: cannot be a purchase of ours
    }
  }
  return decoded;
}

/**
 * Checks, in order, that a transaction read by digest is the claimed purchase through our
 * `market::buy` (the Move package in services/nft/move); throws the first rule it breaks.
 */
export function verifyPurchase(
  tx: ChainTransaction,
  claim: PurchaseClaim,
  collection: DeployedCollection,
): VerifiedPurchase {
  if (tx.status === 'not-found') throw NftErrors.TRANSACTION_NOT_FOUND();
  if (tx.status !== 'success') throw NftErrors.TRANSACTION_FAILED();
  if (tx.sender !== claim.wallet) throw NftErrors.WRONG_SENDER();

  const event = purchasedEvents(tx, collection).find(
    (e) => normalizeSuiAddress(e.card_id) === claim.tokenId && normalizeSuiAddress(e.buyer) === claim.wallet,
  );
  if (!event) throw NftErrors.NOT_A_MARKET_PURCHASE();

  // Net changes: the seller's is what they received (the buyer's also carries gas).
  const seller = normalizeSuiAddress(event.seller);
  const paid = tx.balanceChanges
    .filter((change) => change.coinType === SUI_TYPE_ARG && change.address === seller)
    .reduce((sum, change) => sum + change.amount, 0n);
  if (paid < claim.price) throw NftErrors.SELLER_UNDERPAID();

  const card = tx.changedObjects.find((change) => change.objectId === claim.tokenId);
  if (!card || card.outputOwner !== claim.wallet || tx.objectTypes[claim.tokenId] !== collection.types.card)
    throw NftErrors.CARD_NOT_DELIVERED();

  return { playerId: event.player_id, seller };
}
