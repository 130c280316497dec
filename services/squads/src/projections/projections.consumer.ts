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
import { CardDeparturesService } from './card-departures.service';
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
    private readonly managers: ManagersRepository,
    private readonly listings: ListedCardsRepository,
    private readonly departures: CardDeparturesService,
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
        handles(CardOwnershipChanged, ({ payload }, manager) =>
          this.departures.recordOwnershipIn(manager, payload),
        ),
        handles(CardListed, ({ payload }, manager) => this.departures.recordListingIn(manager, payload)),
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
}
