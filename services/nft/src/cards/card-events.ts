import { CardOwnershipChanged, type cardOwnershipReasons, type Rarity } from '@sfl/contracts';
import { recordEvents } from '@sfl/events';
import type { EntityManager } from 'typeorm';
import { LIST_PRICE_SPL } from './card-tiers';
import type { PlayerCardEntity } from './entities/player-card.entity';

/** What CardOwnershipChanged says about the card itself, in-game or on chain. */
export interface CardFacts {
  cardId: string;
  source: 'IN_GAME' | 'ON_CHAIN';
  footballerId: string;
  rarity: Rarity;
  season: number | null;
  serial: number | null;
  value: number;
}

export interface OwnershipChange {
  card: CardFacts;
  fromUserId: string | null;
  toUserId: string | null;
  reason: (typeof cardOwnershipReasons)[number];
}

export function inGameCardFacts(card: PlayerCardEntity): CardFacts {
  const { id, footballerId, rarity, season, serial, value } = card;
  return { cardId: id, source: 'IN_GAME', footballerId, rarity, season, serial, value };
}

/** An on-chain card counts at its tier's list price: its purchase was in SUI, not SPL. */
export function onChainCardFacts(cardId: string, footballer: { id: string; rarity: Rarity }): CardFacts {
  return {
    cardId,
    source: 'ON_CHAIN',
    footballerId: footballer.id,
    rarity: footballer.rarity,
    season: null,
    serial: null,
    value: LIST_PRICE_SPL[footballer.rarity],
  };
}

/** Records CardOwnershipChanged for each change, in the caller's transaction, keyed by card. */
export async function recordOwnershipChanges(
  manager: EntityManager,
  changes: readonly OwnershipChange[],
  changedAt: Date,
): Promise<void> {
  await recordEvents(
    manager,
    CardOwnershipChanged,
    changes.map(({ card, fromUserId, toUserId, reason }) => ({
      aggregateId: card.cardId,
      payload: {
        cardId: card.cardId,
        source: card.source,
        footballerId: card.footballerId,
        rarity: card.rarity,
        season: card.season,
        serial: card.serial,
        value: card.value,
        fromUserId,
        toUserId,
        reason,
        changedAt: changedAt.toISOString(),
      },
    })),
  );
}
