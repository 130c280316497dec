import { NOTIFICATION_BODY_MAX, NOTIFICATION_TITLE_MAX, NotificationCreated } from './notifications.events';

describe('NotificationCreated', () => {
  const created = {
    notificationId: '0192e4a0-7b1c-7d3e-8f4a-5b6c7d8e9f0a',
    managerId: '1a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
    kind: 'BATTLE_CHALLENGE',
    title: 'annsmith challenged you',
    body: '25 SPL each on gameweek 3.',
    link: '/h2h?battle=6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e',
    createdAt: '2030-08-16T15:00:00.000Z',
  };

  it('should take a notification with a link into the app', () => {
    expect(NotificationCreated.payload.parse(created)).toEqual(created);
    expect(NotificationCreated.payload.parse({ ...created, body: '' }).body).toBe('');
  });

  it.each([
    ['an unknown kind', { kind: 'INJURY' }],
    ['an empty title', { title: '' }],
    ['a title too long', { title: 'x'.repeat(NOTIFICATION_TITLE_MAX + 1) }],
    ['a body too long', { body: 'x'.repeat(NOTIFICATION_BODY_MAX + 1) }],
    ['a link out of the app', { link: 'https://example.com/' }],
    ['a link with a space', { link: '/leagues/a b' }],
  ])('should refuse %s', (_case, change) => {
    expect(NotificationCreated.payload.safeParse({ ...created, ...change }).success).toBe(false);
  });
});
