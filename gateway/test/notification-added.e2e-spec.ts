import { randomUUID } from 'node:crypto';
import { NotificationCreated } from '@sfl/contracts';
import { type Received, untilLive } from './live-client';
import { liveGatewayOverRealUsers } from './live-gateway';

// Every field of subscriptions.graphql's Notification.
const NOTIFICATION_ADDED = `subscription NotificationAdded { notificationAdded {
  id kind title body link createdAt readAt
} }`;

interface NotificationAdded {
  notificationAdded: {
    id: string;
    kind: string;
    title: string;
    body: string;
    link: string;
    createdAt: string;
    readAt: string | null;
  };
}

// notifications.events recorded in the stand-in outbox, through the embedded backbone, to the
// sockets of the manager each notification is for.
describe('notificationAdded: each notification live to its own manager only', () => {
  const { subscribedManager: managerSubscribedTo, record } = liveGatewayOverRealUsers();

  /** A registered manager's id and an open subscription of theirs. */
  async function subscribedManager(): Promise<{ managerId: string; added: Received<NotificationAdded> }> {
    const { managerId, received } = await managerSubscribedTo<NotificationAdded>(NOTIFICATION_ADDED);
    return { managerId, added: received };
  }

  const PROBE = 'probe';
  /** A notification kept for the manager (NotificationCreated), titled `title`. */
  const notify = (managerId: string, title: string) => {
    const notificationId = randomUUID();
    const payload = {
      notificationId,
      managerId,
      kind: 'BATTLE_CHALLENGE' as const,
      title,
      body: '25 SPL each on gameweek 3.',
      link: `/h2h?battle=${randomUUID()}`,
      createdAt: '2030-08-16T15:00:00.000Z',
    };
    return record(NotificationCreated, managerId, payload).then(() => payload);
  };

  it("should deliver a manager's notification to their socket, unread, and not to another manager's", async () => {
    const ann = await subscribedManager();
    const bob = await subscribedManager();
    // Probes recorded until each subscription is surely registered; a late one is left out below.
    await untilLive(ann.added, () => notify(ann.managerId, PROBE).then(() => undefined));
    await untilLive(bob.added, () => notify(bob.managerId, PROBE).then(() => undefined));

    const sent = await notify(ann.managerId, 'annsmith, you have a challenge');
    // One more for Bob after Ann's: once it arrives, Ann's has gone by him.
    await notify(bob.managerId, 'bobjones, you have a challenge');

    const received = await ann.added.waitFor(({ notificationAdded }) => notificationAdded.title !== PROBE);
    await bob.added.waitFor(({ notificationAdded }) => notificationAdded.title !== PROBE);
    expect(received.notificationAdded).toEqual({
      id: sent.notificationId,
      kind: 'BATTLE_CHALLENGE',
      title: sent.title,
      body: sent.body,
      link: sent.link,
      createdAt: sent.createdAt,
      readAt: null,
    });
    const titlesOf = (added: Received<NotificationAdded>) =>
      added.values.map(({ notificationAdded }) => notificationAdded.title).filter((title) => title !== PROBE);
    expect(titlesOf(ann.added)).toEqual(['annsmith, you have a challenge']);
    expect(titlesOf(bob.added)).toEqual(['bobjones, you have a challenge']);
    expect(ann.added.errors).toEqual([]);
  });
});
