import { defineExceptions, ErrorCode } from '@sfl/errors';

/** Every failure the notifications subgraph reports, by reason code. Nothing is changed in any of them. */
export const NotificationsErrors = defineExceptions({
  TOO_MANY_IDS: {
    code: ErrorCode.BadUserInput,
    message: (max: number) => `At most ${max} notifications can be marked read at once`,
  },
});
