/** A manager who never named a team shows as such rather than as an empty line. */
export function teamLabel(teamName: string | null): string {
  return teamName?.trim() || 'No team name';
}
