import {
  LEAGUE_DEFAULT_GAMEWEEKS,
  LEAGUE_DEFAULT_PARTICIPANTS,
  LEAGUE_MAX_PARTICIPANTS,
  LEAGUE_MIN_PARTICIPANTS,
} from '@sfl/contracts';
import { LEAGUE_NAME_MAX_LENGTH, LEAGUE_TEXT_MAX_LENGTH, LeaguesErrors } from '../leagues.errors';
import type { SeasonRange } from '../projections/gameweeks.repository';
import type { CreateLeagueInput } from './dto/create-league.input';

/** A new league's terms once checked, without its gameweeks. */
export interface LeagueTerms {
  name: string;
  description: string;
  prizeDetails: string;
  maxParticipants: number;
  entryFee: number;
  prizePool: number;
  firstPrize: number;
  secondPrize: number;
  thirdPrize: number;
}

/** The checks of a new league's terms (docs/leagues.md); throws the first that fails. */
export function checkLeagueTerms(input: CreateLeagueInput): LeagueTerms {
  const name = input.name.trim();
  if (!name) throw LeaguesErrors.LEAGUE_NAME_REQUIRED();
  if (name.length > LEAGUE_NAME_MAX_LENGTH) throw LeaguesErrors.LEAGUE_NAME_TOO_LONG();
  const description = input.description?.trim() ?? '';
  if (description.length > LEAGUE_TEXT_MAX_LENGTH) throw LeaguesErrors.DESCRIPTION_TOO_LONG();
  const prizeDetails = input.prizeDetails?.trim() ?? '';
  if (prizeDetails.length > LEAGUE_TEXT_MAX_LENGTH) throw LeaguesErrors.PRIZE_DETAILS_TOO_LONG();
  const maxParticipants = input.maxParticipants ?? LEAGUE_DEFAULT_PARTICIPANTS;
  if (maxParticipants < LEAGUE_MIN_PARTICIPANTS || maxParticipants > LEAGUE_MAX_PARTICIPANTS)
    throw LeaguesErrors.INVALID_MAX_PARTICIPANTS();
  const amounts = {
    entryFee: amount(input.entryFee, 'Entry fee'),
    prizePool: amount(input.prizePool, 'Prize pool'),
    firstPrize: amount(input.firstPrize, 'First prize'),
    secondPrize: amount(input.secondPrize, 'Second prize'),
    thirdPrize: amount(input.thirdPrize, 'Third prize'),
  };
  if (amounts.firstPrize + amounts.secondPrize + amounts.thirdPrize > amounts.prizePool)
    throw LeaguesErrors.PRIZES_EXCEED_POOL();
  return { name, description, prizeDetails, maxParticipants, ...amounts };
}

function amount(value: number | null | undefined, field: string): number {
  if ((value ?? 0) < 0) throw LeaguesErrors.NEGATIVE_AMOUNT(field);
  return value ?? 0;
}

/** What a league's gameweeks are chosen from. */
export interface GameweekChoice {
  next: number;
  season: SeasonRange;
  /** the season's gameweek planned on or after (`from`) / on or before (`until`) a date */
  plannedAround(date: Date, side: 'from' | 'until'): Promise<number | null>;
}

/** The league's first and last gameweek, from numbers or dates (docs/leagues.md). */
export async function chooseGameweeks(
  input: CreateLeagueInput,
  { next, season, plannedAround }: GameweekChoice,
): Promise<{ startGameweek: number; endGameweek: number }> {
  const startDate = dateOf(input.startDate, 'startDate');
  const endDate = dateOf(input.endDate, 'endDate');
  if (input.startGameweek != null && startDate) throw LeaguesErrors.GAMEWEEK_AND_DATE('start');
  if (input.endGameweek != null && endDate) throw LeaguesErrors.GAMEWEEK_AND_DATE('end');
  const startGameweek =
    input.startGameweek ??
    (startDate ? await mapped(plannedAround(startDate, 'from'), LeaguesErrors.NO_GAMEWEEK_FROM_DATE) : next);
  const endGameweek =
    input.endGameweek ??
    (endDate
      ? await mapped(plannedAround(endDate, 'until'), LeaguesErrors.NO_GAMEWEEK_UNTIL_DATE)
      : Math.min(startGameweek + LEAGUE_DEFAULT_GAMEWEEKS - 1, season.lastGameweek));
  if (startGameweek < next) throw LeaguesErrors.START_TOO_EARLY(next);
  if (endGameweek < startGameweek) throw LeaguesErrors.END_BEFORE_START();
  if (startGameweek < season.firstGameweek || endGameweek > season.lastGameweek)
    throw LeaguesErrors.OUTSIDE_SEASON(Math.max(next, season.firstGameweek), season.lastGameweek);
  return { startGameweek, endGameweek };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

// An empty string is no date: the form sends its empty fields as ''.
function dateOf(value: string | null | undefined, field: string): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const date = new Date(text);
  if (!ISO_DATE.test(text) || Number.isNaN(date.getTime())) throw LeaguesErrors.INVALID_DATE(field);
  return date;
}

async function mapped(gameweek: Promise<number | null>, none: () => Error): Promise<number> {
  const found = await gameweek;
  if (found === null) throw none();
  return found;
}
