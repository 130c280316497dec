import { Inject, Injectable } from '@nestjs/common';
import { NOTIFICATION_KINDS, type NotificationKind } from '@sfl/contracts';
import { type ActionQuota, ActionQuotas, CLOCK, type Clock } from '@sfl/subgraph';
import type { EntityManager } from 'typeorm';
import { PREFERENCE_QUOTA } from '../config/notifications.config';
import type { SetNotificationPreferenceInput } from './dto/set-notification-preference.input';
import { NotificationPreferencesRepository } from './notification-preferences.repository';

export interface NotificationPreference {
  kind: NotificationKind;
  inApp: boolean;
  email: boolean;
  push: boolean;
}

/** A kind a manager never changed: kept in the app, sent nowhere else. */
const DEFAULT_CHOICE = { inApp: true, email: false, push: false };

/** The preferences of some managers, by kind: what they changed, the defaults for the rest. */
export class PreferencesInForce {
  private readonly changed: ReadonlyMap<string, NotificationPreference>;

  constructor(rows: readonly (NotificationPreference & { managerId: string })[]) {
    this.changed = new Map(
      rows.map(({ managerId, kind, inApp, email, push }) => [
        `${managerId}:${kind}`,
        { kind, inApp, email, push },
      ]),
    );
  }

  of(managerId: string, kind: NotificationKind): NotificationPreference {
    return this.changed.get(`${managerId}:${kind}`) ?? { kind, ...DEFAULT_CHOICE };
  }
}

/** Managers' choices per kind of notification (docs/notifications.md, Preferences). */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    private readonly preferences: NotificationPreferencesRepository,
    private readonly quotas: ActionQuotas,
    @Inject(PREFERENCE_QUOTA) private readonly quota: ActionQuota,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every kind, in the kinds' order, with the defaults filled in. */
  async mine(managerId: string): Promise<NotificationPreference[]> {
    const inForce = new PreferencesInForce(await this.preferences.ofManager(managerId));
    return NOTIFICATION_KINDS.map((kind) => inForce.of(managerId, kind));
  }

  async set(managerId: string, input: SetNotificationPreferenceInput): Promise<NotificationPreference> {
    await this.quotas.take(
      'notification-preference',
      'notification preference changes',
      managerId,
      this.quota,
    );
    const { kind, inApp, email, push } = input;
    await this.preferences.save({
      managerId,
      kind,
      inApp,
      email,
      push,
      updatedAt: new Date(this.clock.now()),
    });
    return { kind, inApp, email, push };
  }

  /** The preferences of these managers, in the caller's transaction. */
  async inForceIn(manager: EntityManager, managerIds: readonly string[]): Promise<PreferencesInForce> {
    return new PreferencesInForce(
      managerIds.length ? await this.preferences.ofManagersIn(manager, managerIds) : [],
    );
  }
}
