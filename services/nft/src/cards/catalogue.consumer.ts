import { Injectable } from '@nestjs/common';
import { FootballerRegistered, positionGroupOf, SeasonStarted } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { FootballerEntity } from '../catalogue/entities/footballer.entity';
import { OnChainCardsService } from '../purchases/on-chain-cards.service';
import { AchievementCardsService } from './achievement-cards.service';
import { StarterPacksService } from './starter-packs.service';

export const CATALOGUE_CONSUMER = 'nft.catalogue';

/**
 * Keeps the footballer catalogue and the current season in step with matches.events; each
 * change then serves what waited for it (pending starter packs and achievement cards, on-chain
 * cards of an unknown footballer). Each event applied once (processed_event).
 */
@Injectable()
export class CatalogueConsumer {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly packs: StarterPacksService,
    private readonly onChainCards: OnChainCardsService,
    private readonly achievementCards: AchievementCardsService,
  ) {}

  definition(): ConsumerDefinition {
    return {
      name: CATALOGUE_CONSUMER,
      handlers: [
        handles(FootballerRegistered, async ({ payload }, manager) => {
          const footballer: FootballerEntity = {
            id: payload.footballerId,
            name: payload.name,
            clubId: payload.club.id,
            clubName: payload.club.name,
            position: payload.position,
            positionGroup: positionGroupOf(payload.position),
            overall: payload.overall,
            rarity: payload.rarity,
          };
          await this.change(manager, () => this.catalogue.saveFootballerIn(manager, footballer));
          await this.onChainCards.countRegisteredIn(manager, footballer);
        }),
        handles(SeasonStarted, ({ payload }, manager) =>
          this.change(manager, () =>
            this.catalogue.saveSeasonIn(manager, {
              season: payload.season,
              firstGameweek: payload.firstGameweek,
              lastGameweek: payload.lastGameweek,
              startedAt: new Date(payload.startedAt),
            }),
          ),
        ),
      ],
    };
  }

  private async change(manager: EntityManager, save: () => Promise<void>): Promise<void> {
    await this.catalogue.lockIn(manager, 'change');
    await save();
    await this.packs.grantPendingIn(manager);
    await this.achievementCards.grantPendingIn(manager);
  }
}
