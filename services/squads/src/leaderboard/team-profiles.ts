/** What the leaderboard and stats read of managers and their squads (the squads module's tables). */
export interface TeamProfiles {
  /** Username and team name (null without a saved squad) of the managers squads knows. */
  namesOf(managerIds: readonly string[]): Promise<Map<string, { username: string; teamName: string | null }>>;
  /** The sum of the values of the cards in the manager's squad (XI and bench), 0 without a squad. */
  teamValueOf(managerId: string): Promise<number>;
}

export const TEAM_PROFILES = Symbol('TEAM_PROFILES');
