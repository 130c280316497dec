import { randomUUID } from 'node:crypto';
import { NotificationCreated, SplRewardsAwarded } from '@sfl/contracts';
import { notificationOf } from './new-notifications';
import { testEnvelope } from '../../test/test-envelope';

describe('notificationOf', () => {
  it('should shape a kept notification as unread for its manager, its time in UTC', () => {
    const managerId = randomUUID();
    const notificationId = randomUUID();
    const event = testEnvelope(NotificationCreated, {
      notificationId,
      managerId,
      kind: 'LEAGUE_JOINED',
      title: 'You joined Sunday Legends',
      body: '2 members so far.',
      link: '/leagues/6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e',
      createdAt: '2030-08-16T17:00:00+02:00',
    });
    expect(notificationOf(event)).toEqual({
      managerId,
      notification: {
        id: notificationId,
        kind: 'LEAGUE_JOINED',
        title: 'You joined Sunday Legends',
        body: '2 members so far.',
        link: '/leagues/6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e',
        createdAt: '2030-08-16T15:00:00.000Z',
        readAt: null,
      },
    });
  });

  it('should skip every other event', () => {
    expect(
      notificationOf(testEnvelope(SplRewardsAwarded, { managerId: randomUUID(), rewards: [] })),
    ).toBeNull();
  });
});
