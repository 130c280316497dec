import { registerEnumType } from '@nestjs/graphql';
import { LeaguesTypes } from '../../graphql-types';
import { MEMBERSHIP_STATUSES, type MembershipStatus } from '../entities/league-membership.entity';

export const LEAGUE_STATUSES = ['ACTIVE', 'OPEN', 'CLOSED'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];
export const LEAGUE_PHASES = ['FUNDING', 'UPCOMING', 'RUNNING', 'FINISHED', 'CANCELLED'] as const;
export type LeaguePhase = (typeof LEAGUE_PHASES)[number];

const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as Record<T, T>;

export const LeagueStatusEnum = enumOf(LEAGUE_STATUSES);
registerEnumType(LeagueStatusEnum, {
  name: 'LeagueStatus',
  registerIn: LeaguesTypes,
  description:
    "The badge of a league (spec §4). OPEN: takes members, not started. ACTIVE: running and still takes members (a championship's league). CLOSED: takes no members: full, started, or finished.",
});

export const LeaguePhaseEnum = enumOf(LEAGUE_PHASES);
registerEnumType(LeaguePhaseEnum, {
  name: 'LeaguePhase',
  registerIn: LeaguesTypes,
  description:
    "Where a league is in its life. FUNDING: the creator's prize pool is being held. CANCELLED: the pool was refused, or it ended with fewer than 2 members.",
});

export const LeagueMembershipStatusEnum = enumOf<MembershipStatus>(MEMBERSHIP_STATUSES);
registerEnumType(LeagueMembershipStatusEnum, {
  name: 'LeagueMembershipStatus',
  registerIn: LeaguesTypes,
  description:
    'PENDING while the entry fee is being held; REFUSED when it could not be (the seat is free again).',
});
