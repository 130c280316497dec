import { clientViewOf } from '@sfl/testing';
import { SquadsErrors } from './squads.errors';

// Every code keeps its class and message: clients branch on codes, and the squad page shows the messages.
describe('SquadsErrors', () => {
  it.each([
    [
      'UNKNOWN_FORMATION',
      () => SquadsErrors.UNKNOWN_FORMATION('4-3-3, 4-4-2'),
      'BAD_USER_INPUT',
      400,
      'formation must be one of 4-3-3, 4-4-2',
    ],
  ] as const)('%s keeps its class and message', (reason, make, code, status, message) => {
    expect(clientViewOf(make())).toEqual([reason, code, status, message]);
  });
});
