import { defineExceptions, ErrorCode } from '@sfl/errors';

/** The gateway's own refusals and failures (the subgraphs' come with their answers). */
export const GatewayErrors = defineExceptions({
  SUBGRAPH_TIMEOUT: {
    code: ErrorCode.ServiceUnavailable,
    message: (service: string) => `The ${service} service did not answer in time. Try again in a moment.`,
  },
});
