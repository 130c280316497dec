import { defineExceptions, ErrorCode } from '@sfl/errors';

/** Every failure the squads subgraph reports, by reason code. */
export const SquadsErrors = defineExceptions({
  UNKNOWN_FORMATION: {
    code: ErrorCode.BadUserInput,
    message: (formations: string) => `formation must be one of ${formations}`,
  },
});
