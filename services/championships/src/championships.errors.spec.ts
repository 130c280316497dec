import { clientViewOf } from '@sfl/testing';
import { ChampionshipsErrors } from './championships.errors';

// Every code keeps its class and message: clients branch on codes, and the pages show the messages.
describe('ChampionshipsErrors', () => {
  it.each([
    [
      'CHAMPIONSHIP_NOT_FOUND',
      () => ChampionshipsErrors.CHAMPIONSHIP_NOT_FOUND(),
      'NOT_FOUND',
      404,
      'Championship not found',
    ],
    [
      'PRE_REGISTRATION_CLOSED',
      () => ChampionshipsErrors.PRE_REGISTRATION_CLOSED(),
      'CONFLICT',
      409,
      'Pre-registration is closed for this championship',
    ],
    [
      'TEAM_NAME_TOO_LONG',
      () => ChampionshipsErrors.TEAM_NAME_TOO_LONG(40),
      'BAD_USER_INPUT',
      400,
      'Team name must be at most 40 characters',
    ],
    [
      'UNKNOWN_FORMATION',
      () => ChampionshipsErrors.UNKNOWN_FORMATION('4-4-2, 4-3-3'),
      'BAD_USER_INPUT',
      400,
      'Preferred formation must be one of 4-4-2, 4-3-3',
    ],
    [
      'NAME_REQUIRED',
      () => ChampionshipsErrors.NAME_REQUIRED(),
      'BAD_USER_INPUT',
      400,
      'Championship name is required',
    ],
    [
      'GAMEWEEK_STARTED',
      () => ChampionshipsErrors.GAMEWEEK_STARTED(4),
      'BAD_USER_INPUT',
      400,
      'Gameweek 4 has already started',
    ],
  ] as const)('%s keeps its class and message', (reason, make, code, status, message) => {
    expect(clientViewOf(make())).toEqual([reason, code, status, message]);
  });
});
