import { z } from 'zod';
import { apiJson, apiRequest } from '@/lib/api-client';
import { apiQueryOptions } from '@/lib/query/api-query';

/** Championships and their pre-registrations are read again this often. */
export const CHAMPIONSHIP_REFRESH_MS = 10_000;

export const CHAMPIONSHIP_STATUSES = ['pre_registration', 'upcoming', 'active', 'completed'] as const;
export type ChampionshipStatus = (typeof CHAMPIONSHIP_STATUSES)[number];

export const CHAMPIONSHIP_LEAGUE_TYPES = ['super', 'test_championship', 'other'] as const;
export type ChampionshipLeagueType = (typeof CHAMPIONSHIP_LEAGUE_TYPES)[number];

/** The formations a manager may prefer; the first is the default. */
export const PRE_REGISTRATION_FORMATIONS = ['4-4-2', '4-3-3', '3-5-2', '5-4-1', '4-5-1'] as const;
export type PreRegistrationFormation = (typeof PRE_REGISTRATION_FORMATIONS)[number];
export const DEFAULT_FORMATION: PreRegistrationFormation = '4-4-2';

export const AVAILABLE_CHAMPIONSHIPS_PATH = '/api/championships/available';

export function preRegistrationsPath(championshipId: string): string {
  return `/api/championships/${encodeURIComponent(championshipId)}/pre-registrations`;
}

const idSchema = z.union([z.string(), z.number()]).transform(String);

export const championshipSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  leagueType: z.enum(CHAMPIONSHIP_LEAGUE_TYPES),
  status: z.enum(CHAMPIONSHIP_STATUSES),
  maxParticipants: z.number().int(),
  startDate: z.string(),
  registrationDeadline: z.string().nullish(),
});
export type Championship = z.output<typeof championshipSchema>;

export const preRegistrationSchema = z.object({
  id: idSchema,
  username: z.string(),
  preferredFormation: z.string(),
});
export type PreRegistration = z.output<typeof preRegistrationSchema>;

export type NotificationPreferences = { email: boolean; push: boolean };
export type PreRegistrationPayload = {
  teamName: string;
  preferredFormation: PreRegistrationFormation;
  notificationPreferences: NotificationPreferences;
};

const preRegisterAnswerSchema = z.object({ updated: z.boolean() });

/** GET /api/championships/available, polled. */
export const championshipsQueryOptions = {
  ...apiQueryOptions(AVAILABLE_CHAMPIONSHIPS_PATH, z.array(championshipSchema)),
  refetchInterval: CHAMPIONSHIP_REFRESH_MS,
};

/** GET /api/championships/{id}/pre-registrations (most recent first), polled. */
export function preRegistrationsQueryOptions(championshipId: string) {
  return {
    ...apiQueryOptions(preRegistrationsPath(championshipId), z.array(preRegistrationSchema)),
    refetchInterval: CHAMPIONSHIP_REFRESH_MS,
  };
}

/** POST /api/championships/{id}/pre-register: answers whether an earlier pre-registration was updated. */
export async function postPreRegistration(
  championshipId: string,
  payload: PreRegistrationPayload,
): Promise<{ updated: boolean }> {
  const path = `/api/championships/${encodeURIComponent(championshipId)}/pre-register`;
  return apiJson('POST', path, preRegisterAnswerSchema, payload);
}

/** POST /api/leagues/{id}/join with `{}`: a championship's league has the championship's id. */
export async function postJoinChampionship(championshipId: string): Promise<void> {
  await apiRequest('POST', `/api/leagues/${encodeURIComponent(championshipId)}/join`, {});
}
