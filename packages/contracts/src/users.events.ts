import { defineEvent, type EventContract, type TopicDefinition } from '@sfl/events';
import { z } from 'zod';

// Keyed by user id: all events of one user stay in order on one partition.
export const usersTopic: TopicDefinition = { name: 'users.events', partitions: 6 };

export const UserRegistered = defineEvent({
  topic: usersTopic.name,
  type: 'UserRegistered',
  version: 1,
  payload: z.object({
    userId: z.uuid(),
    username: z.string().min(3).max(20),
    registeredAt: z.iso.datetime({ offset: true }),
  }),
});

/** A manager proved, by signing a one-time message, that they control a Sui address. */
export const WalletLinked = defineEvent({
  topic: usersTopic.name,
  type: 'WalletLinked',
  version: 1,
  payload: z.object({
    userId: z.uuid(),
    address: z.string().regex(/^0x[0-9a-f]{64}$/),
    linkedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * A manager removed one of their wallet links. Consumers delete their copy only while it still
 * names this user: a later WalletLinked of the address to someone else may have overtaken it.
 */
export const WalletUnlinked = defineEvent({
  topic: usersTopic.name,
  type: 'WalletUnlinked',
  version: 1,
  payload: z.object({
    userId: z.uuid(),
    address: z.string().regex(/^0x[0-9a-f]{64}$/),
    unlinkedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * Every session of this user must end now: an operator revoked one of their roles, or they chose
 * "log out everywhere". Gateways listen for it live and end the sessions they hold for the user.
 */
export const UserSessionsRevoked = defineEvent({
  topic: usersTopic.name,
  type: 'UserSessionsRevoked',
  version: 1,
  payload: z.object({
    userId: z.uuid(),
    reason: z.enum(['role-revoked', 'logged-out-everywhere']),
    revokedAt: z.iso.datetime({ offset: true }),
  }),
});

export const userEventContracts: EventContract[] = [
  UserRegistered,
  WalletLinked,
  WalletUnlinked,
  UserSessionsRevoked,
];
