import { Inject, Injectable } from '@nestjs/common';
import {
  ChampionshipPreRegistered,
  DEFAULT_PRE_REGISTRATION_FORMATION,
  PRE_REGISTRATION_FORMATIONS,
  type PreRegistrationFormation,
} from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import { type ActionQuota, ActionQuotas, CLOCK, type Clock, isUuid } from '@sfl/subgraph';
import { randomUUID } from 'node:crypto';
import { ChampionshipsErrors } from '../championships.errors';
import { PRE_REGISTRATION_QUOTA } from '../config/championships.config';
import { ChampionshipStatusService } from './championship-status.service';
import { ChampionshipsRepository } from './championships.repository';
import type { PreRegistrationInput } from './dto/pre-registration.input';
import type { PreRegistrationEntity } from './entities/pre-registration.entity';
import { PreRegistrationsRepository } from './pre-registrations.repository';

export const TEAM_NAME_MAX = 40;

const isFormation = (value: string): value is PreRegistrationFormation =>
  (PRE_REGISTRATION_FORMATIONS as readonly string[]).includes(value);

export interface PreRegistrationOutcome {
  registration: PreRegistrationEntity;
  updated: boolean;
}

/** A manager's pre-registration for a championship: one per manager, a second one updates it. */
@Injectable()
export class PreRegistrationService {
  constructor(
    private readonly championships: ChampionshipsRepository,
    private readonly preRegistrations: PreRegistrationsRepository,
    private readonly statuses: ChampionshipStatusService,
    private readonly quotas: ActionQuotas,
    @Inject(PRE_REGISTRATION_QUOTA) private readonly quota: ActionQuota,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async preRegister(
    managerId: string,
    championshipId: string,
    input: PreRegistrationInput,
  ): Promise<PreRegistrationOutcome> {
    // Every call counts, refused ones too: each is a locked row and maybe an event.
    await this.quotas.take('championship-pre-register', 'pre-registrations', managerId, this.quota);
    const choice = this.checked(input);
    if (!isUuid(championshipId)) throw ChampionshipsErrors.CHAMPIONSHIP_NOT_FOUND();
    const now = new Date(this.clock.now());
    // A status the clock moved on is kept even when the registration is then refused.
    const outcome = await this.championships.transaction(async (manager) => {
      const championship = await this.championships.lockIn(manager, championshipId);
      if (!championship) throw ChampionshipsErrors.CHAMPIONSHIP_NOT_FOUND();
      await this.statuses.advanceIn(manager, championship, now);
      if (championship.status !== 'pre_registration') return null;
      const earlier = await this.preRegistrations.findIn(manager, championshipId, managerId);
      const registration: PreRegistrationEntity = {
        id: earlier?.id ?? randomUUID(),
        championshipId,
        managerId,
        ...choice,
        registeredAt: earlier?.registeredAt ?? now,
        updatedAt: now,
      };
      await this.preRegistrations.saveIn(manager, registration);
      await recordEvent(manager, ChampionshipPreRegistered, {
        aggregateId: championshipId,
        payload: {
          championshipId,
          managerId,
          teamName: registration.teamName,
          preferredFormation: registration.preferredFormation,
          notificationPreferences: { email: registration.notifyEmail, push: registration.notifyPush },
          updated: earlier !== null,
          registeredAt: registration.registeredAt.toISOString(),
        },
      });
      return { registration, updated: earlier !== null };
    });
    if (!outcome) throw ChampionshipsErrors.PRE_REGISTRATION_CLOSED();
    return outcome;
  }

  // The choices as stored, or the first rule they break.
  private checked(input: PreRegistrationInput) {
    const teamName = (input.teamName ?? '').trim();
    if (teamName.length > TEAM_NAME_MAX) throw ChampionshipsErrors.TEAM_NAME_TOO_LONG(TEAM_NAME_MAX);
    const preferredFormation = input.preferredFormation ?? DEFAULT_PRE_REGISTRATION_FORMATION;
    if (!isFormation(preferredFormation))
      throw ChampionshipsErrors.UNKNOWN_FORMATION(PRE_REGISTRATION_FORMATIONS.join(', '));
    return {
      teamName,
      preferredFormation,
      notifyEmail: input.notificationPreferences?.email ?? true,
      notifyPush: input.notificationPreferences?.push ?? false,
    };
  }
}
