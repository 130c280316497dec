import { Inject, Injectable } from '@nestjs/common';
import { type Clock, CLOCK } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { onChainCardFacts, type OwnershipChange, recordOwnershipChanges } from '../cards/card-events';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { FootballerEntity } from '../catalogue/entities/footballer.entity';
import { OwnershipService } from '../ownership/ownership.service';
import type { OwnedNftEntity } from './entities/owned-nft.entity';
import { OwnedNftsRepository } from './owned-nfts.repository';

const RECHECK_CALLER = 'system:on-chain-recheck';

/**
 * Verified on-chain NFTs as player cards (docs/cards.md): one counts from its verified purchase
 * once its footballer is in the catalogue (ON_CHAIN_VERIFIED), and stops counting, once, when a
 * chain read finds its wallet no longer holds it or a resale records another buyer (ON_CHAIN_LOST).
 */
@Injectable()
export class OnChainCardsService {
  constructor(
    private readonly nfts: OwnedNftsRepository,
    private readonly catalogue: CatalogueRepository,
    private readonly ownership: OwnershipService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** In the purchase's transaction: the bought card counts for the buyer, no longer for the one it replaced. */
  async purchasedIn(
    manager: EntityManager,
    recorded: OwnedNftEntity,
    replaced: OwnedNftEntity | null,
  ): Promise<void> {
    // A footballer registered meanwhile waits for this commit, then counts the row (countRegisteredIn).
    await this.catalogue.lockIn(manager, 'read');
    const now = new Date(this.clock.now());
    const changes: OwnershipChange[] = [];
    if (replaced?.countedAt && !replaced.lostAt) {
      const footballer = await this.catalogue.byIdIn(manager, replaced.playerId);
      if (footballer) changes.push(lostChange(replaced, footballer));
    }
    const footballer = await this.catalogue.byIdIn(manager, recorded.playerId);
    if (footballer) {
      await this.nfts.markCountedIn(manager, recorded.id, now);
      changes.push(verifiedChange(recorded, footballer));
    }
    await recordOwnershipChanges(manager, changes, now);
  }

  /** In the catalogue change's transaction: the verified cards of a footballer just registered. */
  async countRegisteredIn(manager: EntityManager, footballer: FootballerEntity): Promise<void> {
    const now = new Date(this.clock.now());
    const counted = await this.nfts.countUncountedIn(manager, footballer.id, now);
    await recordOwnershipChanges(
      manager,
      counted.map((nft) => verifiedChange(nft, footballer)),
      now,
    );
  }

  /**
   * Of the given cards, those that still count and that the chain still shows at their wallets
   * (reads kept 5 s). A card found elsewhere is recorded lost; one that cannot be checked now keeps counting.
   */
  async stillHeld(ids: string[], caller: string): Promise<OwnedNftEntity[]> {
    const held: OwnedNftEntity[] = [];
    for (const nft of await this.nfts.countedByIds(ids)) {
      if ((await this.ownership.holds(caller, nft.tokenId, nft.walletAddress)) === false)
        await this.recordLost(nft);
      else held.push(nft);
    }
    return held;
  }

  /**
   * The periodic re-check: reads the owners of the `batch` counted cards checked longest ago, so
   * a card sold off chain stops counting (and leaves its squad) even if its manager never looks.
   * Charged to its own chain-read allowance, so it never takes more than a caller may.
   */
  async recheck(batch: number): Promise<void> {
    for (const nft of await this.nfts.dueForCheck(batch)) {
      const held = await this.ownership.holds(RECHECK_CALLER, nft.tokenId, nft.walletAddress);
      if (held === null) return;
      if (held) await this.nfts.markChecked(nft.id, new Date(this.clock.now()));
      else await this.recordLost(nft);
    }
  }

  countedByIds(ids: string[]): Promise<OwnedNftEntity[]> {
    return this.nfts.countedByIds(ids);
  }

  private recordLost(nft: OwnedNftEntity): Promise<void> {
    const now = new Date(this.clock.now());
    return this.nfts.markLost(nft.id, now, async (manager, lost) => {
      const footballer = await this.catalogue.byIdIn(manager, lost.playerId);
      if (footballer) await recordOwnershipChanges(manager, [lostChange(lost, footballer)], now);
    });
  }
}

function verifiedChange(nft: OwnedNftEntity, footballer: FootballerEntity): OwnershipChange {
  const card = onChainCardFacts(nft.id, footballer);
  return { card, fromUserId: null, toUserId: nft.userId, reason: 'ON_CHAIN_VERIFIED' };
}

function lostChange(nft: OwnedNftEntity, footballer: FootballerEntity): OwnershipChange {
  const card = onChainCardFacts(nft.id, footballer);
  return { card, fromUserId: nft.userId, toUserId: null, reason: 'ON_CHAIN_LOST' };
}
