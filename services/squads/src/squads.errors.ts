import { defineExceptions, ErrorCode } from '@sfl/errors';

const GROUP_NAMES: Record<string, string> = {
  GK: 'goalkeepers',
  DEF: 'defenders',
  MID: 'midfielders',
  ATT: 'attackers',
};

/**
 * Every failure the squads subgraph reports, by reason code. Nothing is saved in any of them. The
 * squad page shows the messages next to the fields, so they speak to the manager, not to the API.
 */
export const SquadsErrors = defineExceptions({
  // The shape of a squad
  INVALID_TEAM_NAME: {
    code: ErrorCode.BadUserInput,
    message: (maxLength: number) =>
      `Team name must be 1 to ${maxLength} characters (spaces at either end do not count)`,
  },
  UNKNOWN_FORMATION: {
    code: ErrorCode.BadUserInput,
    message: (formations: string) => `Formation must be one of ${formations}`,
  },
  WRONG_STARTER_COUNT: {
    code: ErrorCode.BadUserInput,
    message: (expected: number, got: number) =>
      `A lineup lists exactly ${expected} starters, one per slot (an empty slot counts as one); this one lists ${got}`,
  },
  BENCH_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: (max: number, got: number) => `The bench holds at most ${max} players; this one has ${got}`,
  },

  // The cards in it
  CARD_LISTED_TWICE: {
    code: ErrorCode.BadUserInput,
    message: (cardId: string) =>
      `The same player is picked twice (card ${cardId}): each card fills one place in your squad`,
  },
  NOT_YOUR_CARD: {
    code: ErrorCode.BadUserInput,
    message: (cardId: string) =>
      `A player in this squad is not yours (card ${cardId}): it may have been sold; reload to see the players you hold`,
  },
  FOOTBALLER_NOT_KNOWN_YET: {
    code: ErrorCode.Conflict,
    message: (cardId: string) =>
      `One of your new players is still being set up (card ${cardId}): try again in a moment`,
  },
  FOOTBALLER_TWICE: {
    code: ErrorCode.BadUserInput,
    message: (name: string) => `${name} is in your squad twice: you can field one card per footballer`,
  },
  CARD_ON_MARKET: {
    code: ErrorCode.Conflict,
    message: (name: string) => `${name} is listed on the market; delist it to field it`,
  },
  WRONG_SLOT_GROUP: {
    code: ErrorCode.BadUserInput,
    message: (name: string, position: string, slot: number, label: string, group: string) =>
      `${name} (${position}) cannot play at ${label} (slot ${slot + 1} of the lineup): that place takes ${GROUP_NAMES[group] ?? group} only`,
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
