import type { ChampionshipLeagueType } from '@sfl/contracts';
import type { GameweekProgress } from './championship-status';

/** Gameweeks one default championship runs over. */
export const DEFAULT_SPAN = 3;
/** A default championship starts every this many gameweeks: they overlap, so one is always running. */
export const DEFAULT_EVERY = 2;
/** Pre-registration closes when the gameweek this many before the start goes live. */
export const DEFAULT_REGISTRATION_LEAD = 2;
/** Default championships are created up to this many gameweeks ahead of the latest live one. */
export const DEFAULT_LOOKAHEAD = 6;

interface LeagueTypeStyle {
  title: string;
  description: string;
  maxParticipants: number;
}

// The kinds take turns, in this order.
const STYLES: Record<ChampionshipLeagueType, LeagueTypeStyle> = {
  super: {
    title: 'Super Championship',
    description: 'The top flight: the best managers go head to head over three gameweeks.',
    maxParticipants: 100,
  },
  test_championship: {
    title: 'Test Championship',
    description: 'Try the championship format over three gameweeks: open to every manager.',
    maxParticipants: 50,
  },
  other: {
    title: 'Community Cup',
    description: 'A friendly cup over three gameweeks for managers of every level.',
    maxParticipants: 20,
  },
};
const ROTATION: ChampionshipLeagueType[] = ['super', 'test_championship', 'other'];

export interface ScheduledSeason {
  firstGameweek: number;
  lastGameweek: number;
}

export interface DefaultChampionship {
  scheduleSlot: number;
  name: string;
  description: string;
  leagueType: ChampionshipLeagueType;
  maxParticipants: number;
  startGameweek: number;
  endGameweek: number;
  startDate: Date;
  registrationDeadline: Date | null;
  registrationGameweek: number | null;
}

/**
 * The default championships of a season that should exist now (docs/championships.md): one every
 * DEFAULT_EVERY gameweeks from the season's first, each over DEFAULT_SPAN gameweeks inside the
 * season, up to DEFAULT_LOOKAHEAD gameweeks ahead of the latest live one, and not already over.
 * Each needs its start's planned deadline (its start date); the same facts give the same list.
 */
export function defaultChampionships(
  season: ScheduledSeason,
  plannedDeadlines: ReadonlyMap<number, Date>,
  progress: GameweekProgress,
): DefaultChampionship[] {
  const horizon = Math.max(progress.liveThrough, season.firstGameweek - 1) + DEFAULT_LOOKAHEAD;
  const plans: DefaultChampionship[] = [];
  for (
    let start = season.firstGameweek;
    start + DEFAULT_SPAN - 1 <= season.lastGameweek;
    start += DEFAULT_EVERY
  ) {
    const end = start + DEFAULT_SPAN - 1;
    const startDate = plannedDeadlines.get(start);
    if (start > horizon) break;
    if (!startDate || progress.finished.has(end)) continue;
    const turn = (start - season.firstGameweek) / DEFAULT_EVERY;
    const leagueType = ROTATION[turn % ROTATION.length]!;
    const style = STYLES[leagueType];
    const registrationGameweek =
      start - DEFAULT_REGISTRATION_LEAD >= 1 ? start - DEFAULT_REGISTRATION_LEAD : null;
    plans.push({
      scheduleSlot: start,
      name: `${style.title} GW ${start}-${end}`,
      description: style.description,
      leagueType,
      maxParticipants: style.maxParticipants,
      startGameweek: start,
      endGameweek: end,
      startDate,
      registrationDeadline: registrationGameweek
        ? (plannedDeadlines.get(registrationGameweek) ?? null)
        : null,
      registrationGameweek,
    });
  }
  return plans;
}
