/** A gameweek's status as the matches service names it: tests describe the moment they stand in. */
export type GameweekStatus = 'UPCOMING' | 'LIVE' | 'FINISHED';
