import { graphqlEnum } from '@sfl/subgraph';
import { LeaguesTypes } from '../../graphql-types';
import { MEMBERSHIP_STATUSES, type MembershipStatus } from '../entities/league-membership.entity';

export const LEAGUE_STATUSES = ['ACTIVE', 'OPEN', 'CLOSED'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];
export const LEAGUE_PHASES = ['FUNDING', 'UPCOMING', 'RUNNING', 'FINISHED', 'CANCELLED'] as const;
export type LeaguePhase = (typeof LEAGUE_PHASES)[number];

export const LeagueStatusEnum = graphqlEnum(LEAGUE_STATUSES, {
  name: 'LeagueStatus',
  registerIn: LeaguesTypes,
  description:
    "The badge of a league. OPEN: takes members, not started. ACTIVE: running and still takes members (a championship's league). CLOSED: takes no members: full, started, or finished.",
});

export const LeaguePhaseEnum = graphqlEnum(LEAGUE_PHASES, {
  name: 'LeaguePhase',
  registerIn: LeaguesTypes,
  description:
    "Where a league is in its life. FUNDING: the creator's prize pool is being held. CANCELLED: the pool was refused, or it ended with fewer than 2 members.",
});

export const LeagueMembershipStatusEnum = graphqlEnum<MembershipStatus>(MEMBERSHIP_STATUSES, {
  name: 'LeagueMembershipStatus',
  registerIn: LeaguesTypes,
  description:
    'PENDING while the entry fee is being held; REFUSED when it could not be (the seat is free again).',
});
