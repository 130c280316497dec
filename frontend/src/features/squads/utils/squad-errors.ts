import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The parts of the squad form a server error can be about. */
export type SquadField =
  'teamName' | 'formation' | 'starters' | 'bench' | 'captain' | 'viceCaptain' | 'squad';
export type SquadFieldErrors = Partial<Record<SquadField, string>>;

// The squads service's reason codes (extensions.reason), by the field the message belongs next to; any
// other reason (e.g. FOOTBALLER_NOT_KNOWN_YET, try again) is about the squad as a whole.
const fieldOfReason: Record<string, SquadField> = {
  INVALID_TEAM_NAME: 'teamName',
  UNKNOWN_FORMATION: 'formation',
  WRONG_STARTER_COUNT: 'starters',
  CARD_LISTED_TWICE: 'starters',
  NOT_YOUR_CARD: 'starters',
  FOOTBALLER_TWICE: 'starters',
  WRONG_SLOT_GROUP: 'starters',
  BENCH_TOO_LONG: 'bench',
  CAPTAIN_NOT_STARTER: 'captain',
  VICE_CAPTAIN_NOT_STARTER: 'viceCaptain',
  SAME_CAPTAIN_AND_VICE: 'viceCaptain',
  // A player whose match has kicked off keeps his place and armband until the gameweek ends.
  PLAYER_LOCKED: 'starters',
  ARMBAND_LOCKED: 'captain',
};

export const SQUAD_UNREACHABLE =
  'The squad service could not be reached. Check your connection and try again.';

/**
 * Each GraphQL error of a failed save next to the field it is about (by its reason code); any other
 * refusal is about the squad as a whole, and a save that got no answer says so.
 */
export function squadFieldErrors(error: unknown): SquadFieldErrors {
  if (!CombinedGraphQLErrors.is(error)) {
    return { squad: SQUAD_UNREACHABLE };
  }
  const errors: SquadFieldErrors = {};
  for (const { message, extensions } of error.errors) {
    const reason = typeof extensions?.reason === 'string' ? extensions.reason : '';
    const field = fieldOfReason[reason] ?? 'squad';
    errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  }
  return errors;
}

/** The refusals as one text of sentences, for the toast. */
export function squadErrorsText(errors: SquadFieldErrors): string {
  return Object.values(errors)
    .map((message) => (/[.!?]$/.test(message) ? message : `${message}.`))
    .join(' ');
}
