import { Injectable } from '@nestjs/common';
import { CardOwnershipChanged, FootballerRegistered, UserRegistered } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LeaderboardService } from '../leaderboard/leaderboard.service';
import { SquadsRepository } from '../squads/squads.repository';
import type { PayloadOf } from '../shared/payload-of';
import { CardsRepository } from './cards.repository';
import { FootballersRepository } from './footballers.repository';
import { ManagersRepository } from './managers.repository';

export const PROJECTIONS_CONSUMER = 'squads.projections';

/**
 * Keeps this service's copies of footballers (matches.events), card holders (nft.events) and
 * usernames (users.events, which also rank each new manager) in step; each event applied once
 * (processed_event).
 */
@Injectable()
export class ProjectionsConsumer {
  constructor(
    private readonly footballers: FootballersRepository,
    private readonly cards: CardsRepository,
    private readonly managers: ManagersRepository,
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
    const [card] = await this.cards.withFootballers([change.cardId], manager);
    const name = card?.footballer?.name ?? 'A player';
    const why = change.reason === 'MARKET_SALE' ? 'sold' : 'no longer in your wallet';
    await this.squads.releaseCardIn(manager, leaver, change.cardId, {
      message: `${name} left your squad: ${why}`,
      createdAt: new Date(change.changedAt),
    });
  }
}
