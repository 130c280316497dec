import { Injectable } from '@nestjs/common';
import {
  CardListed,
  CardListingEnded,
  CardOwnershipChanged,
  FootballerRegistered,
  UserRegistered,
} from '@sfl/contracts';
import { type ConsumerDefinition, handles, type PayloadOf } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LeaderboardService } from '../leaderboard/leaderboard.service';
import { SquadsRepository } from '../squads/squads.repository';
import { CardsRepository } from './cards.repository';
import { FootballersRepository } from './footballers.repository';
import { ListedCardsRepository } from './listed-cards.repository';
import { ManagersRepository } from './managers.repository';

export const PROJECTIONS_CONSUMER = 'squads.projections';

/**
 * Keeps this service's copies of footballers (matches.events), card holders and listings
 * (nft.events) and usernames (users.events, which also rank each new manager) in step; each event
 * applied once (processed_event).
 */
@Injectable()
export class ProjectionsConsumer {
  constructor(
    private readonly footballers: FootballersRepository,
    private readonly cards: CardsRepository,
    private readonly managers: ManagersRepository,
    private readonly listings: ListedCardsRepository,
    private readonly squads: SquadsRepository,
    private readonly leaderboard: LeaderboardService,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: PROJECTIONS_CONSUMER,
      handlers: [
        handles(FootballerRegistered, ({ payload }, manager) =>
          this.footballers.registerIn(manager, payload),
        ),
        handles(UserRegistered, ({ payload }, manager) => this.registered(manager, payload)),
        handles(CardOwnershipChanged, ({ payload }, manager) => this.cardMoved(manager, payload)),
        handles(CardListed, ({ payload }, manager) => this.cardListed(manager, payload)),
        handles(CardListingEnded, ({ payload }, manager) => this.listings.endIn(manager, payload)),
      ],
    };
  }

  // A manager is ranked (0 points) from registration, with the username the leaderboard shows.
  private async registered(manager: EntityManager, user: PayloadOf<typeof UserRegistered>) {
    await this.managers.registerIn(manager, user);
    await this.leaderboard.register(manager, {
      managerId: user.userId,
      registeredAt: new Date(user.registeredAt),
    });
  }

  /** A card that leaves its manager leaves their squad in the same transaction, with a notice. */
  private async cardMoved(manager: EntityManager, change: PayloadOf<typeof CardOwnershipChanged>) {
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
  private async cardListed(manager: EntityManager, listing: PayloadOf<typeof CardListed>) {
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
