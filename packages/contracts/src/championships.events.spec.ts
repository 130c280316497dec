import { ChampionshipPreRegistered } from './championships.events';

describe('ChampionshipPreRegistered', () => {
  const registered = {
    championshipId: '6f1d3c2a-8b4e-4f7a-9c1d-0e2b3a4c5d6e',
    managerId: '1a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d',
    teamName: 'Red Lions',
    preferredFormation: '4-4-2',
    updated: false,
    registeredAt: '2030-08-16T15:00:00.000Z',
  };

  it("should carry the manager's notification preferences", () => {
    const withPreferences = { ...registered, notificationPreferences: { email: false, push: true } };
    expect(ChampionshipPreRegistered.payload.parse(withPreferences)).toEqual(withPreferences);
  });

  it('should still take the events recorded before it carried them', () => {
    expect(ChampionshipPreRegistered.payload.parse(registered)).toEqual(registered);
  });

  it('should refuse preferences that name only one channel', () => {
    const half = { ...registered, notificationPreferences: { email: true } };
    expect(ChampionshipPreRegistered.payload.safeParse(half).success).toBe(false);
  });
});
