import type { Championship, PreRegistration } from '@/features/championships';

/** A championship as GET /api/championships/available answers it. */
export function championship(id: string, overrides: Partial<Championship> = {}): Championship {
  return {
    id,
    name: `Championship ${id}`,
    description: `About championship ${id}`,
    leagueType: 'super',
    status: 'pre_registration',
    maxParticipants: 64,
    startDate: '2026-12-05T15:00:00.000Z',
    registrationDeadline: '2026-12-04T12:30:00.000Z',
    ...overrides,
  };
}

/** `count` pre-registrations, most recent first, as GET /api/championships/{id}/pre-registrations answers. */
export function preRegistrations(count: number): PreRegistration[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `pr-${index + 1}`,
    username: `manager${index + 1}`,
    preferredFormation: index % 2 === 0 ? '4-4-2' : '3-5-2',
  }));
}
