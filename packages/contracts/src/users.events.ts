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

export const userEventContracts: EventContract[] = [UserRegistered];
