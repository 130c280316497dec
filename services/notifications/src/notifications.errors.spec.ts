import { clientViewOf } from '@sfl/testing';
import { NotificationsErrors } from './notifications.errors';

// Every code keeps its class and message: clients branch on codes, and the pages show the messages.
describe('NotificationsErrors', () => {
  it('TOO_MANY_IDS keeps its class and message', () => {
    expect(clientViewOf(NotificationsErrors.TOO_MANY_IDS(100))).toEqual([
      'TOO_MANY_IDS',
      'BAD_USER_INPUT',
      400,
      'At most 100 notifications can be marked read at once',
    ]);
  });
});
