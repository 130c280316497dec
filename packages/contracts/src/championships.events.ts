import { defineEvent, type EventContract, type TopicDefinition } from '@sfl/events';
import { z } from 'zod';
import {
  CHAMPIONSHIP_LEAGUE_TYPES,
  CHAMPIONSHIP_STATUSES,
  PRE_REGISTRATION_FORMATIONS,
} from './competitions';

// Keyed by the championship's id: one championship's events stay in order.
export const championshipsTopic: TopicDefinition = { name: 'championships.events', partitions: 3 };

/** A championship was created in pre-registration, by an operator or the default schedule. */
export const ChampionshipCreated = defineEvent({
  topic: championshipsTopic.name,
  type: 'ChampionshipCreated',
  version: 1,
  payload: z.object({
    championshipId: z.uuid(),
    name: z.string().min(1),
    leagueType: z.enum(CHAMPIONSHIP_LEAGUE_TYPES),
    maxParticipants: z.number().int().positive(),
    startGameweek: z.number().int().positive(),
    endGameweek: z.number().int().positive(),
    createdAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * A manager pre-registered for a championship, or changed their pre-registration (`updated`).
 * `notificationPreferences`: how the manager asked to hear of the championship besides in the app
 * (absent from events recorded before it was sent).
 */
export const ChampionshipPreRegistered = defineEvent({
  topic: championshipsTopic.name,
  type: 'ChampionshipPreRegistered',
  version: 1,
  payload: z.object({
    championshipId: z.uuid(),
    managerId: z.uuid(),
    teamName: z.string(),
    preferredFormation: z.enum(PRE_REGISTRATION_FORMATIONS),
    notificationPreferences: z.object({ email: z.boolean(), push: z.boolean() }).optional(),
    updated: z.boolean(),
    registeredAt: z.iso.datetime({ offset: true }),
  }),
});

/** A championship's status changed (pre_registration → upcoming → active → completed). */
export const ChampionshipStatusChanged = defineEvent({
  topic: championshipsTopic.name,
  type: 'ChampionshipStatusChanged',
  version: 1,
  payload: z.object({
    championshipId: z.uuid(),
    status: z.enum(CHAMPIONSHIP_STATUSES),
    changedAt: z.iso.datetime({ offset: true }),
  }),
});

/**
 * A championship is active: it runs as a league with the championship's id over its gameweeks, and
 * its pre-registered managers (earliest first, up to `maxParticipants`) are its first members;
 * others join through POST /api/leagues/{id}/join while it is active.
 */
export const ChampionshipOpened = defineEvent({
  topic: championshipsTopic.name,
  type: 'ChampionshipOpened',
  version: 1,
  payload: z.object({
    championshipId: z.uuid(),
    name: z.string().min(1),
    description: z.string(),
    leagueType: z.enum(CHAMPIONSHIP_LEAGUE_TYPES),
    maxParticipants: z.number().int().positive(),
    startGameweek: z.number().int().positive(),
    endGameweek: z.number().int().positive(),
    entrantIds: z.array(z.uuid()),
    openedAt: z.iso.datetime({ offset: true }),
  }),
});

export const championshipEventContracts: EventContract[] = [
  ChampionshipCreated,
  ChampionshipPreRegistered,
  ChampionshipStatusChanged,
  ChampionshipOpened,
];
