import { z } from 'zod';
import type { CreateLeagueInput } from '@/graphql/__generated__/graphql';

// The league rules, as the contract has them: name 1..60 characters, 2..100 participants (default 20),
// fees and prizes whole SPL from 0 (default 0), the three prizes within the prize pool, texts <= 500.
export const LEAGUE_NAME_MAX = 60;
export const LEAGUE_TEXT_MAX = 500;
export const MIN_PARTICIPANTS = 2;
export const MAX_PARTICIPANTS = 100;
export const DEFAULT_PARTICIPANTS = 20;
// GraphQL's Int: a larger amount could not be sent at all.
const MAX_INT = 2_147_483_647;

const PARTICIPANTS_MESSAGE = `Max participants must be between ${MIN_PARTICIPANTS} and ${MAX_PARTICIPANTS}`;

/** A whole amount of SPL, 0 or more; left empty it is 0. */
function splAmount(label: string) {
  const message = `${label} must be a whole number of SPL, 0 or more`;
  return z
    .string()
    .trim()
    .transform((typed) => (typed === '' ? '0' : typed.replace(/,/g, '')))
    .pipe(
      z
        .string()
        .regex(/^\d+$/, message)
        .transform(Number)
        .pipe(z.number().max(MAX_INT, `${label} is too large`)),
    );
}

/** A chosen gameweek number, or null for the server's default (the select's empty option). */
const gameweekChoice = z
  .string()
  .transform((chosen) => (chosen === '' ? null : Number(chosen)))
  .pipe(z.number().int().positive().nullable());

export const createLeagueSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'League name is required')
      .max(LEAGUE_NAME_MAX, `League name must be at most ${LEAGUE_NAME_MAX} characters`),
    maxParticipants: z
      .string()
      .trim()
      .regex(/^\d+$/, PARTICIPANTS_MESSAGE)
      .transform(Number)
      .pipe(
        z.number().min(MIN_PARTICIPANTS, PARTICIPANTS_MESSAGE).max(MAX_PARTICIPANTS, PARTICIPANTS_MESSAGE),
      ),
    description: z
      .string()
      .trim()
      .max(LEAGUE_TEXT_MAX, `Description must be at most ${LEAGUE_TEXT_MAX} characters`),
    entryFee: splAmount('Entry fee'),
    prizePool: splAmount('Prize pool'),
    firstPrize: splAmount('1st prize'),
    secondPrize: splAmount('2nd prize'),
    thirdPrize: splAmount('3rd prize'),
    prizeDetails: z
      .string()
      .trim()
      .max(LEAGUE_TEXT_MAX, `Prize details must be at most ${LEAGUE_TEXT_MAX} characters`),
    startGameweek: gameweekChoice,
    endGameweek: gameweekChoice,
    isPrivate: z.boolean(),
  })
  .superRefine((league, context) => {
    // Zod runs this even when a field failed above (its value is then the typed text): compare numbers only.
    const amounts = [league.prizePool, league.firstPrize, league.secondPrize, league.thirdPrize];
    const prizesChecked = amounts.every((amount) => Number.isInteger(amount));
    if (prizesChecked && league.firstPrize + league.secondPrize + league.thirdPrize > league.prizePool) {
      context.addIssue({
        code: 'custom',
        path: ['prizePool'],
        message: 'Prizes cannot exceed the prize pool',
      });
    }
    const { startGameweek: start, endGameweek: end } = league;
    if (typeof start === 'number' && typeof end === 'number' && end < start) {
      context.addIssue({
        code: 'custom',
        path: ['endGameweek'],
        message: 'The last gameweek cannot come before the first',
      });
    }
  });

export type CreateLeagueFormInput = z.input<typeof createLeagueSchema>;
export type CreateLeagueFormValues = z.output<typeof createLeagueSchema>;

export const createLeagueDefaults: CreateLeagueFormInput = {
  name: '',
  maxParticipants: String(DEFAULT_PARTICIPANTS),
  description: '',
  entryFee: '0',
  prizePool: '0',
  firstPrize: '0',
  secondPrize: '0',
  thirdPrize: '0',
  prizeDetails: '',
  startGameweek: '',
  endGameweek: '',
  isPrivate: false,
};

/** The fields of the collapsible Prizes and Schedule section (opened when one of them is wrong). */
export const prizeAndScheduleFields = [
  'entryFee',
  'prizePool',
  'firstPrize',
  'secondPrize',
  'thirdPrize',
  'prizeDetails',
  'startGameweek',
  'endGameweek',
] as const satisfies readonly (keyof CreateLeagueFormInput)[];

/**
 * What createLeague is sent: empty texts, unchosen gameweeks and a public league are left out (the
 * server's defaults).
 */
export function toCreateLeagueInput(values: CreateLeagueFormValues): CreateLeagueInput {
  const { description, prizeDetails, startGameweek, endGameweek, isPrivate, ...required } = values;
  return {
    ...required,
    ...(isPrivate && { isPrivate }),
    ...(description !== '' && { description }),
    ...(prizeDetails !== '' && { prizeDetails }),
    ...(startGameweek !== null && { startGameweek }),
    ...(endGameweek !== null && { endGameweek }),
  };
}

export const joinLeagueSchema = z.object({
  // No length rule: the placeholder speaks of six characters, the server reads the code as typed.
  inviteCode: z.string().trim().min(1, 'Invite code is required'),
});
export type JoinLeagueFormValues = z.output<typeof joinLeagueSchema>;
