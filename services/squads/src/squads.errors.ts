import { defineExceptions, ErrorCode } from '@sfl/errors';

const GROUP_NAMES: Record<string, string> = {
  GK: 'goalkeepers',
  DEF: 'defenders',
  MID: 'midfielders',
  ATT: 'attackers',
};

/** Every failure the squads subgraph reports, by reason code. Nothing is saved in any of them. */
export const SquadsErrors = defineExceptions({
  // The shape of a squad
  INVALID_TEAM_NAME: {
    code: ErrorCode.BadUserInput,
    message: (maxLength: number) =>
      `teamName must be 1 to ${maxLength} characters (spaces at either end do not count)`,
  },
  UNKNOWN_FORMATION: {
    code: ErrorCode.BadUserInput,
    message: (formations: string) => `formation must be one of ${formations}`,
  },
  WRONG_STARTER_COUNT: {
    code: ErrorCode.BadUserInput,
    message: (expected: number, got: number) =>
      `starters must have exactly ${expected} entries, one per slot (null for an empty slot); got ${got}`,
  },
  BENCH_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: (max: number, got: number) => `The bench holds at most ${max} cards; got ${got}`,
  },

  // The cards in it
  CARD_LISTED_TWICE: {
    code: ErrorCode.BadUserInput,
    message: (cardId: string) => `Card ${cardId} is listed more than once`,
  },
  NOT_YOUR_CARD: {
    code: ErrorCode.BadUserInput,
    message: (cardId: string) => `Card ${cardId} is not one of your cards`,
  },
  FOOTBALLER_NOT_KNOWN_YET: {
    code: ErrorCode.Conflict,
    message: (cardId: string) =>
      `The footballer of card ${cardId} is not known here yet: try again in a moment`,
  },
  FOOTBALLER_TWICE: {
    code: ErrorCode.BadUserInput,
    message: (name: string) => `${name} is in your squad more than once: one card per footballer`,
  },
  CARD_ON_MARKET: {
    code: ErrorCode.Conflict,
    message: (name: string) => `${name} is listed on the market; delist it to field it`,
  },
  WRONG_SLOT_GROUP: {
    code: ErrorCode.BadUserInput,
    message: (name: string, position: string, slot: number, label: string, group: string) =>
      `${name} (${position}) cannot play in slot ${slot} (${label}): it takes ${GROUP_NAMES[group] ?? group} only`,
  },

  // Captains
  CAPTAIN_NOT_STARTER: {
    code: ErrorCode.BadUserInput,
    message: 'The captain must be one of your starters',
  },
  VICE_CAPTAIN_NOT_STARTER: {
    code: ErrorCode.BadUserInput,
    message: 'The vice-captain must be one of your starters',
  },
  SAME_CAPTAIN_AND_VICE: {
    code: ErrorCode.BadUserInput,
    message: 'The captain and the vice-captain must be different players',
  },

  // Locks: a player is locked from his fixture's kick-off until the gameweek ends (docs/squads.md)
  PLAYER_LOCKED: {
    code: ErrorCode.Conflict,
    message: (name: string, place: string) =>
      `${name}'s match has kicked off: he stays ${place} until the gameweek ends`,
  },
  ARMBAND_LOCKED: {
    code: ErrorCode.Conflict,
    message: (name: string, armband: string) =>
      `${name}'s match has kicked off: the ${armband} armband cannot move to or from him until the gameweek ends`,
  },

  // Notices
  NOTICE_NOT_FOUND: { code: ErrorCode.NotFound, message: 'You have no such squad notice' },
});
