import type { NotificationKind } from '@sfl/contracts';

/** A notification the sources want kept for a manager; whether it is depends on their preferences. */
export interface NotificationDraft {
  /** the event it is made from: one notification per (manager, event, kind) */
  sourceEventId: string;
  managerId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** channels the manager asked for on the source itself (a championship's pre-registration) */
  asked?: { email: boolean; push: boolean };
}

/** A notification as kept. */
export interface KeptNotification {
  id: string;
  managerId: string;
  kind: NotificationKind;
  sourceEventId: string;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
}
