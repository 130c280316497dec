import { defineEvent, type EventContract, type TopicDefinition } from '@sfl/events';
import { z } from 'zod';

// Keyed by the manager: one manager's notifications stay in order.
export const notificationsTopic: TopicDefinition = { name: 'notifications.events', partitions: 6 };

/** What a notification tells a manager about; each kind has its own preferences. */
export const NOTIFICATION_KINDS = [
  'SPL_REWARD',
  'CARD_SOLD',
  'CARD_BOUGHT',
  'PURCHASE_FAILED',
  'BATTLE_CHALLENGE',
  'BATTLE_ACCEPTED',
  'BATTLE_SETTLED',
  'BATTLE_EXPIRED',
  'LEAGUE_JOINED',
  'LEAGUE_ENDED',
  'CHAMPIONSHIP_STATUS',
  'PLAYER_INJURED',
  'LOCK_REMINDER',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The longest title and body a notification has (they name players, leagues and championships). */
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_BODY_MAX = 1_000;

/**
 * A notification was kept for a manager (one whose kind they have not turned off in the app): the
 * gateway pushes it to that manager's open pages. `link` is the page it concerns, a path of the app.
 */
export const NotificationCreated = defineEvent({
  topic: notificationsTopic.name,
  type: 'NotificationCreated',
  version: 1,
  payload: z.object({
    notificationId: z.uuid(),
    managerId: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string().min(1).max(NOTIFICATION_TITLE_MAX),
    body: z.string().max(NOTIFICATION_BODY_MAX),
    link: z.string().regex(/^\/\S*$/),
    createdAt: z.iso.datetime({ offset: true }),
  }),
});

export const notificationEventContracts: EventContract[] = [NotificationCreated];
