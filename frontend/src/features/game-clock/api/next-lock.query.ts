import { graphql } from '@/graphql/__generated__';

/**
 * The game clock's time and what kicks off next: a player locks at his own fixture's kick-off, so the
 * earliest upcoming kick-off is the next lock. Enough fixtures for a whole gameweek's slots.
 */
export const NextLockDocument = graphql(`
  query NextLock {
    gameClock {
      gameTime
      held
    }
    nextGameweek {
      number
      deadline
    }
    upcomingFixtures(limit: 10) {
      id
      gameweek
      kickoffAt
      homeClub {
        id
        name
      }
      awayClub {
        id
        name
      }
    }
  }
`);
