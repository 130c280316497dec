import { defineExceptions, ErrorCode } from '@sfl/errors';

/** Every failure the championships subgraph reports, by reason code. Nothing is saved in any of them. */
export const ChampionshipsErrors = defineExceptions({
  CHAMPIONSHIP_NOT_FOUND: { code: ErrorCode.NotFound, message: 'Championship not found' },

  // Pre-registration
  PRE_REGISTRATION_CLOSED: {
    code: ErrorCode.Conflict,
    message: 'Pre-registration is closed for this championship',
  },
  TEAM_NAME_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: (max: number) => `Team name must be at most ${max} characters`,
  },
  UNKNOWN_FORMATION: {
    code: ErrorCode.BadUserInput,
    message: (formations: string) => `Preferred formation must be one of ${formations}`,
  },

  // Creating a championship (operators)
  NAME_REQUIRED: { code: ErrorCode.BadUserInput, message: 'Championship name is required' },
  NAME_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: (max: number) => `Championship name must be at most ${max} characters`,
  },
  DESCRIPTION_TOO_LONG: {
    code: ErrorCode.BadUserInput,
    message: (max: number) => `Description must be at most ${max} characters`,
  },
  INVALID_MAX_PARTICIPANTS: {
    code: ErrorCode.BadUserInput,
    message: (min: number, max: number) => `Max participants must be between ${min} and ${max}`,
  },
  GAMEWEEK_NOT_SCHEDULED: {
    code: ErrorCode.BadUserInput,
    message: (gameweek: number) => `Gameweek ${gameweek} is not scheduled`,
  },
  GAMEWEEK_STARTED: {
    code: ErrorCode.BadUserInput,
    message: (gameweek: number) => `Gameweek ${gameweek} has already started`,
  },
  END_BEFORE_START: {
    code: ErrorCode.BadUserInput,
    message: 'The end gameweek cannot be before the start gameweek',
  },
  REGISTRATION_DEADLINE_PASSED: {
    code: ErrorCode.BadUserInput,
    message: 'The registration deadline has passed',
  },
  REGISTRATION_AFTER_START: {
    code: ErrorCode.BadUserInput,
    message: 'The registration deadline must be before the championship starts',
  },
  REGISTRATION_ALREADY_CLOSED: {
    code: ErrorCode.BadUserInput,
    message: 'Pre-registration would already be closed: choose a later start or a registration deadline',
  },
});
