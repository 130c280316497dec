import { Injectable } from '@nestjs/common';
import type { CardListed, CardOwnershipChanged } from '@sfl/contracts';
import type { PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { SquadsRepository } from '../squads/squads.repository';
import { CardsRepository } from './cards.repository';
import { ListedCardsRepository } from './listed-cards.repository';

/**
 * Keeps the card holders and listings nft announces, and takes a card its manager can no longer
 * field out of their squad (with a notice), in the caller's transaction.
 */
@Injectable()
export class CardDeparturesService {
  constructor(
    private readonly cards: CardsRepository,
    private readonly listings: ListedCardsRepository,
    private readonly squads: SquadsRepository,
  ) {}

  /** A card that leaves its manager leaves their squad in the same transaction, with a notice. */
  async recordOwnershipIn(manager: EntityManager, change: PayloadOf<typeof CardOwnershipChanged>) {
    const applied = await this.cards.applyOwnershipIn(manager, change);
    const leaver = applied?.previousOwnerId;
    if (!leaver || leaver === change.toUserId) return;
    const why = change.reason === 'MARKET_SALE' ? 'sold' : 'no longer in your wallet';
    await this.leaveSquad(manager, leaver, change.cardId, why, new Date(change.changedAt));
  }

  /**
   * A listed card cannot be fielded: it leaves its seller's squad as a sold card does. The card's
   * row is locked first, so a save of a squad holding it either ends before (and the card leaves
   * that squad here) or sees the listing and is refused.
   */
  async recordListingIn(manager: EntityManager, listing: PayloadOf<typeof CardListed>) {
    await this.cards.lockIn(manager, listing.cardId);
    if (!(await this.listings.openIn(manager, listing))) return;
    await this.leaveSquad(
      manager,
      listing.sellerId,
      listing.cardId,
      'listed on the market',
      new Date(listing.listedAt),
    );
  }

  // The card out of the manager's squad, when it is there, with the notice "<name> left your squad: <why>".
  private async leaveSquad(manager: EntityManager, managerId: string, cardId: string, why: string, at: Date) {
    const [card] = await this.cards.withFootballers([cardId], manager);
    const name = card?.footballer?.name ?? 'A player';
    await this.squads.releaseCardIn(manager, managerId, cardId, {
      message: `${name} left your squad: ${why}`,
      createdAt: at,
    });
  }
}
