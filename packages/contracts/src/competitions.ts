/**
 * The competitions' rules, shared by leagues, championships, spl-rewards and the pages: limits the
 * server enforces and the pages show.
 */
export const LEAGUE_MIN_PARTICIPANTS = 2;
export const LEAGUE_MAX_PARTICIPANTS = 100;
export const LEAGUE_DEFAULT_PARTICIPANTS = 20;
export const LEAGUE_INVITE_CODE_LENGTH = 6;
/** Gameweeks a league runs when its creator names no end. */
export const LEAGUE_DEFAULT_GAMEWEEKS = 4;

/** A league's status as the pages show it: open and active take members, closed does not. */
export const LEAGUE_STATUSES = ['active', 'open', 'closed'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

export const BATTLE_MIN_WAGER_SPL = 10;
export const BATTLE_MAX_WAGER_SPL = 1_000;
export const BATTLE_DEFAULT_WAGER_SPL = 25;
export const BATTLE_QUICK_WAGERS_SPL = [25, 50, 100] as const;

export const CHAMPIONSHIP_LEAGUE_TYPES = ['super', 'test_championship', 'other'] as const;
export type ChampionshipLeagueType = (typeof CHAMPIONSHIP_LEAGUE_TYPES)[number];

export const CHAMPIONSHIP_STATUSES = ['pre_registration', 'upcoming', 'active', 'completed'] as const;
export type ChampionshipStatus = (typeof CHAMPIONSHIP_STATUSES)[number];

/** The formations a manager may prefer when pre-registering; the first is the default. */
export const PRE_REGISTRATION_FORMATIONS = ['4-4-2', '4-3-3', '3-5-2', '5-4-1', '4-5-1'] as const;
export type PreRegistrationFormation = (typeof PRE_REGISTRATION_FORMATIONS)[number];
export const DEFAULT_PRE_REGISTRATION_FORMATION: PreRegistrationFormation = '4-4-2';

/** What a competition stake (an SPL hold in the ledger) is for. */
export const STAKE_PURPOSES = ['league_prize_pool', 'league_entry_fee', 'battle_wager'] as const;
export type StakePurpose = (typeof STAKE_PURPOSES)[number];

/** Why held stakes are paid out to the payees named. */
export const STAKE_PAYOUT_REASONS = ['league_prizes', 'battle_won'] as const;
/** Why held stakes go back, each to the manager it was held from. */
export const STAKE_RELEASE_REASONS = [
  'league_cancelled',
  'league_too_few_members',
  'league_join_withdrawn',
  'battle_cancelled',
  'battle_expired',
  'battle_drawn',
] as const;
