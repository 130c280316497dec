import { randomUUID } from 'node:crypto';
import {
  CardListed,
  CardListingEnded,
  CardOwnershipChanged,
  type cardOwnershipReasons,
  FootballerRegistered,
  type Position,
  UserRegistered,
} from '@sfl/contracts';
import { graphqlRequest } from '@sfl/testing';
import { type SquadInput, mySquadOperation, saveSquadOperation } from './operations/squad.operations';
import type { SquadsTestApp } from './squads-test-app';

export interface SquadView {
  teamName: string | null;
  formation: string;
  slots: { index: number; group: string; label: string; x: number; y: number; card: { id: string } | null }[];
  bench: { id: string }[];
  captainCardId: string | null;
  viceCaptainCardId: string | null;
  ratings: { overall: number; chemistry: number; attack: number; defense: number };
  notices: { id: string; cardId: string; message: string; createdAt: string }[];
}

type CardOwnershipReason = (typeof cardOwnershipReasons)[number];

interface FootballerOptions {
  overall?: number;
  clubId?: string;
}

interface CardMove {
  from: string | null;
  to: string | null;
  reason: CardOwnershipReason;
  changedAt?: Date;
}

/** The natural positions of 4-3-3's slots, in slot order. */
export const FOUR_THREE_THREE: Position[] = [
  'GK',
  'LB',
  'CB',
  'CB',
  'RB',
  'CM',
  'CM',
  'CM',
  'LW',
  'ST',
  'RW',
];

export interface GraphQLFailure {
  message: string;
  extensions: { code: string; reason: string };
}

/** Footballers, managers and cards published as matches, users and nft would, through the test app. */
export class SquadWorld {
  constructor(private readonly t: SquadsTestApp) {}

  async footballer(name: string, position: Position, options: FootballerOptions = {}): Promise<string> {
    const [footballerId, eventId] = await this.recordFootballer(name, position, options);
    await this.t.applied([eventId]);
    return footballerId;
  }

  private async recordFootballer(
    name: string,
    position: Position,
    { overall = 75, clubId = CLUBS.north }: FootballerOptions,
  ): Promise<[footballerId: string, eventId: string]> {
    const footballerId = randomUUID();
    const eventId = await this.t.record(FootballerRegistered, footballerId, {
      footballerId,
      name,
      club: { id: clubId, name: `Club ${clubId.slice(0, 4)}`, shortName: clubId.slice(0, 3).toUpperCase() },
      position,
      overall,
      rarity: 'DEFAULT',
    });
    return [footballerId, eventId];
  }

  async manager(username: string): Promise<string> {
    const userId = randomUUID();
    await this.t.publish(UserRegistered, userId, {
      userId,
      username,
      registeredAt: new Date().toISOString(),
    });
    return userId;
  }

  /** A new in-game card of the footballer, minted to `owner`. */
  async card(footballerId: string, owner: string): Promise<string> {
    const [cardId, eventId] = await this.recordCard(footballerId, owner);
    await this.t.applied([eventId]);
    return cardId;
  }

  private async recordCard(footballerId: string, owner: string): Promise<[cardId: string, eventId: string]> {
    const cardId = randomUUID();
    return [
      cardId,
      await this.recordMove(cardId, footballerId, { from: null, to: owner, reason: 'STARTER_PACK' }),
    ];
  }

  /** Publishes the card's move and waits until squads applied it; returns the event id. */
  async move(cardId: string, footballerId: string, change: CardMove): Promise<string> {
    const eventId = await this.recordMove(cardId, footballerId, change);
    await this.t.applied([eventId]);
    return eventId;
  }

  private recordMove(cardId: string, footballerId: string, change: CardMove): Promise<string> {
    return this.t.record(CardOwnershipChanged, cardId, {
      cardId,
      source: 'IN_GAME',
      footballerId,
      rarity: 'DEFAULT',
      season: 1,
      serial: 1,
      value: 100,
      fromUserId: change.from,
      toUserId: change.to,
      reason: change.reason,
      changedAt: (change.changedAt ?? new Date()).toISOString(),
    });
  }

  /** Publishes the card's listing on the market by `seller` and waits until squads applied it; returns the listing id. */
  async list(cardId: string, seller: string, listedAt = new Date()): Promise<string> {
    const listingId = randomUUID();
    await this.t.publish(CardListed, cardId, {
      listingId,
      cardId,
      sellerId: seller,
      price: 100,
      listedAt: listedAt.toISOString(),
    });
    return listingId;
  }

  /** Publishes the end of the listing and waits until squads applied it. */
  async endListing(
    listing: { listingId: string; cardId: string; seller: string },
    reason: 'SOLD' | 'DELISTED',
  ): Promise<void> {
    await this.t.publish(CardListingEnded, listing.cardId, {
      listingId: listing.listingId,
      cardId: listing.cardId,
      sellerId: listing.seller,
      reason,
      endedAt: new Date().toISOString(),
    });
  }

  /** Footballers of the given positions (and figures), and a card of each for `owner`, in order. */
  async cardsFor(
    owner: string,
    players: readonly ({ position: Position; name?: string } & FootballerOptions)[],
  ): Promise<{ cards: string[]; footballers: string[] }> {
    // One after the other: the embedded transport reads an outbox in sequence order, so its rows
    // must commit in that order (concurrent transactions on a server may not).
    const recorded: { footballerId: string; cardId: string; events: string[] }[] = [];
    for (const [index, { position, name, ...options }] of players.entries()) {
      const [footballerId, registered] = await this.recordFootballer(
        name ?? `Player ${index} ${position}`,
        position,
        options,
      );
      const [cardId, minted] = await this.recordCard(footballerId, owner);
      recorded.push({ footballerId, cardId, events: [registered, minted] });
    }
    await this.t.applied(recorded.flatMap((player) => player.events));
    return {
      cards: recorded.map((player) => player.cardId),
      footballers: recorded.map((player) => player.footballerId),
    };
  }

  /** A footballer in each 4-3-3 slot's natural position and a card of each for `owner`, in slot order. */
  elevenFor(owner: string): Promise<{ cards: string[]; footballers: string[] }> {
    return this.cardsFor(
      owner,
      FOUR_THREE_THREE.map((position) => ({ position })),
    );
  }

  async squadOf(userId: string): Promise<SquadView> {
    const res = await graphqlRequest(this.t.server, mySquadOperation(), { userId });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.mySquad as SquadView;
  }

  async save(userId: string, input: SquadInput): Promise<SquadView> {
    const res = await graphqlRequest(this.t.server, saveSquadOperation(input), { userId });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.saveSquad as SquadView;
  }

  /** The error of a refused save; the response carries no squad. */
  async refusedSave(userId: string, input: SquadInput): Promise<GraphQLFailure> {
    const res = await graphqlRequest(this.t.server, saveSquadOperation(input), { userId });
    expect(res.body.data).toBeNull();
    return res.body.errors[0] as GraphQLFailure;
  }
}

export const CLUBS = { north: randomUUID(), south: randomUUID(), east: randomUUID(), west: randomUUID() };

/** 11 starters from slot-ordered ids (undefined: empty slot). */
export const starters = (...ids: (string | undefined)[]): (string | null)[] =>
  Array.from({ length: 11 }, (_, slot) => ids[slot] ?? null);
