import { UserSessionsRevoked, usersTopic } from '@sfl/contracts';
import type { EventBus } from '@sfl/events';
import type { Logger } from '@sfl/logging';

/**
 * Follows users' events: when every session of a user must end (log out everywhere, a revoked
 * role), `endAllSessionsOf` runs in this gateway process. With sessions in Redis the first
 * gateway to hear it ends them for all; with in-memory sessions each gateway ends its own.
 */
export function listenForSessionRevocations(
  liveEvents: Pick<EventBus, 'listenLive'>,
  endAllSessionsOf: (userId: string) => Promise<void>,
  logger: Logger,
): Promise<void> {
  return liveEvents.listenLive([usersTopic.name], (event) => {
    if (event.type !== UserSessionsRevoked.type || event.version !== UserSessionsRevoked.version) return;
    // Live events reach listeners only after their payload passed the contract of their type and version.
    const { userId } = event.payload as { userId: string };
    endAllSessionsOf(userId).catch((error: unknown) =>
      logger.error({ err: error, userId }, 'Ending the sessions of a user failed'),
    );
  });
}
