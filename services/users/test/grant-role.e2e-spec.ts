import request from 'supertest';
import { SESSION_GRANT_HEADER, verifySessionGrant } from '@sfl/auth-context';
import { graphqlRequest, TEST_INTERNAL_SECRET, type TestApp } from '@sfl/testing';
import { changeRole, parseRoleChange } from '../src/accounts/role-change';
import { loginOperation, registerOperation } from './operations/account.operations';
import { startUsersTestApp } from './users-test-app';

// The grant-role operator command: its arguments, and the role change it makes through the
// accounts repository, seen by the next login and by the gateways (UserSessionsRevoked).
describe('grant-role', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startUsersTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => t.reset());

  const rolesAtLogin = async (username: string) => {
    const res: request.Response = await graphqlRequest(t.server, loginOperation(username, 'correct horse'));
    const grant = verifySessionGrant(res.headers[SESSION_GRANT_HEADER], TEST_INTERNAL_SECRET);
    return grant.action === 'start' ? grant.roles : null;
  };
  const revocations = () =>
    t.dataSource.query(`SELECT aggregate_id, payload FROM outbox_event WHERE type = 'UserSessionsRevoked'`);

  describe('arguments', () => {
    it('should read a username, a known role and an optional --revoke', () => {
      expect(parseRoleChange(['ann', 'operator'])).toEqual({
        username: 'ann',
        role: 'operator',
        revoke: false,
      });
      expect(parseRoleChange(['ann', 'operator', '--revoke'])).toEqual({
        username: 'ann',
        role: 'operator',
        revoke: true,
      });
    });

    it.each([[[]], [['ann']], [['ann', 'operator', '--force']], [['ann', 'operator', '--revoke', 'x']]])(
      'should answer with the usage when given %j',
      (args) => {
        expect(() => parseRoleChange(args)).toThrow('usage: grant-role <username> <role> [--revoke]');
      },
    );

    it('should name the known roles when the role is unknown', () => {
      expect(() => parseRoleChange(['ann', 'admin'])).toThrow('unknown role "admin"; roles: operator');
    });
  });

  it('should give the role at the next login, whatever the case of the username, once', async () => {
    await graphqlRequest(t.server, registerOperation('Ann_1', 'correct horse'));
    expect(await rolesAtLogin('Ann_1')).toEqual([]);

    expect(await changeRole(t.dataSource, { username: 'ann_1', role: 'operator', revoke: false })).toBe(true);
    expect(await changeRole(t.dataSource, { username: 'ANN_1', role: 'operator', revoke: false })).toBe(true);

    expect(await rolesAtLogin('Ann_1')).toEqual(['operator']);
    expect(await revocations()).toEqual([]);
  });

  it('should take the role away and end every session of the user when revoked', async () => {
    const { id } = (await graphqlRequest(t.server, registerOperation('Ben_2', 'correct horse'))).body.data
      .register;
    await changeRole(t.dataSource, { username: 'Ben_2', role: 'operator', revoke: false });

    expect(await changeRole(t.dataSource, { username: 'Ben_2', role: 'operator', revoke: true })).toBe(true);

    expect(await rolesAtLogin('Ben_2')).toEqual([]);
    expect(await revocations()).toEqual([
      { aggregate_id: id, payload: expect.objectContaining({ userId: id, reason: 'role-revoked' }) },
    ]);
  });

  it('should change nothing and say so when no user has the name', async () => {
    await graphqlRequest(t.server, registerOperation('Cid_3', 'correct horse'));

    expect(await changeRole(t.dataSource, { username: 'nobody', role: 'operator', revoke: true })).toBe(
      false,
    );

    expect(await rolesAtLogin('Cid_3')).toEqual([]);
    expect(await revocations()).toEqual([]);
  });
});
