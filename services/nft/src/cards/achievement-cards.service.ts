import { Inject, Injectable } from '@nestjs/common';
import { RARITIES } from '@sfl/contracts';
import { type Clock, CLOCK } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { type OwedCard, AchievementCardsRepository } from './achievement-cards.repository';
import { inGameCardFacts, recordOwnershipChanges } from './card-events';
import { CardsRepository } from './cards.repository';
import { drawOrder } from './starter-pack-draw';

/**
 * Mints the card an achievement grants (Legend Collector: 'A Legendary player card', docs/cards.md):
 * one card per unlock, of the current season, LEGENDARY while any LEGENDARY footballer has supply
 * left, else of the best tier that has. An unlock the catalogue cannot serve yet (no season, no
 * supply) waits, like a starter pack, for the catalogue change that makes it possible.
 */
@Injectable()
export class AchievementCardsService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly cards: CardsRepository,
    private readonly owed: AchievementCardsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** AchievementUnlocked with an NFT reward, in the consumer's transaction: once per unlock. */
  async onUnlocked(manager: EntityManager, owed: OwedCard, unlockedAt: Date): Promise<void> {
    await this.catalogue.lockIn(manager, 'read');
    if (await this.owed.addIn(manager, owed, unlockedAt)) await this.tryGrantIn(manager, owed);
  }

  /** After a catalogue change (holding its lock): the owed cards it now makes possible. */
  async grantPendingIn(manager: EntityManager): Promise<void> {
    for (const owed of await this.owed.pendingIn(manager)) await this.tryGrantIn(manager, owed);
  }

  private async tryGrantIn(manager: EntityManager, owed: OwedCard): Promise<boolean> {
    const season = await this.catalogue.currentSeasonIn(manager);
    if (season === null) return false;
    const candidates = await this.cards.candidatesIn(manager, season, RARITIES);
    // RARITIES runs from LEGENDARY down; within a tier, the manager's own draw for this achievement.
    for (const tier of RARITIES) {
      const ofTier = candidates.filter((candidate) => candidate.rarity === tier);
      for (const candidate of drawOrder(`${owed.userId}:${owed.achievementId}`, ofTier)) {
        // null: a concurrent mint spent the last serial since the candidates were read
        const card = await this.cards.mintIn(manager, {
          footballerId: candidate.id,
          rarity: candidate.rarity,
          season,
          ownerId: owed.userId,
        });
        if (!card) continue;
        await this.owed.markGrantedIn(manager, owed, card.id);
        await recordOwnershipChanges(
          manager,
          [
            {
              card: inGameCardFacts(card),
              fromUserId: null,
              toUserId: owed.userId,
              reason: 'ACHIEVEMENT_REWARD',
            },
          ],
          new Date(this.clock.now()),
        );
        return true;
      }
    }
    return false;
  }
}
