import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { STARTER_PACK_TIERS } from './card-tiers';
import { inGameCardFacts, type OwnershipChange, recordOwnershipChanges } from './card-events';
import { CardsRepository } from './cards.repository';
import { drawOrder, PackSlots } from './starter-pack-draw';
import { StarterPacksRepository } from './starter-packs.repository';

/**
 * Grants each manager one starter pack (docs/cards.md). A pack the catalogue cannot fill yet
 * (matches.events behind users.events) waits in starter_pack and is granted by the catalogue
 * change that makes it possible.
 */
@Injectable()
export class StarterPacksService {
  constructor(
    private readonly catalogue: CatalogueRepository,
    private readonly cards: CardsRepository,
    private readonly packs: StarterPacksRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** UserRegistered, in the consumer's transaction: once per manager, whatever the deliveries. */
  async onRegistered(manager: EntityManager, userId: string, registeredAt: Date): Promise<void> {
    await this.catalogue.lockIn(manager, 'read');
    if (await this.packs.addIn(manager, userId, registeredAt)) await this.tryGrantIn(manager, userId);
  }

  /** After a catalogue change (holding its lock): the waiting packs it now fills. */
  async grantPendingIn(manager: EntityManager): Promise<void> {
    for (const userId of await this.packs.pendingIn(manager)) await this.tryGrantIn(manager, userId);
  }

  /** Mints the whole pack or nothing (a savepoint), so a pack never stays half granted. */
  private async tryGrantIn(manager: EntityManager, userId: string): Promise<boolean> {
    const season = await this.catalogue.currentSeasonIn(manager);
    if (season === null) return false;
    return this.packs.wholeOrNothingIn(manager, () => this.grantIn(manager, userId, season));
  }

  /**
   * Mints the pack and marks it granted; false when the catalogue cannot fill it (the savepoint then
   * undoes its mints).
   */
  private async grantIn(manager: EntityManager, userId: string, season: number): Promise<boolean> {
    const changes: OwnershipChange[] = [];
    const slots = new PackSlots();
    const candidates = await this.cards.candidatesIn(manager, season, STARTER_PACK_TIERS);
    const remaining = drawOrder(userId, candidates);
    for (let planned = slots.planFrom(remaining); planned.length; planned = slots.planFrom(remaining)) {
      // Minted in id order, as every pack does, so concurrent packs lock counters without deadlock.
      for (const candidate of planned.sort((a, b) => a.id.localeCompare(b.id))) {
        // null: a concurrent mint spent the last serial since the candidates were read
        const card = await this.cards.mintIn(manager, {
          footballerId: candidate.id,
          rarity: candidate.rarity,
          season,
          ownerId: userId,
        });
        if (!card) continue;
        slots.take(candidate);
        changes.push({
          card: inGameCardFacts(card),
          fromUserId: null,
          toUserId: userId,
          reason: 'STARTER_PACK',
        });
      }
    }
    if (!slots.full) return false;
    const now = new Date(this.clock.now());
    await this.packs.markGrantedIn(manager, userId, now);
    await recordOwnershipChanges(manager, changes, now);
    return true;
  }
}
