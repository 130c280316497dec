import { graphql } from '@/graphql/__generated__';

/** Available Leagues: leagues that take members or are being played, newest first, a page at a time. */
export const AvailableLeaguesDocument = graphql(`
  query AvailableLeagues($limit: Int!, $offset: Int!) {
    leagues(limit: $limit, offset: $offset) {
      total
      items {
        ...LeagueCardFields
      }
    }
  }
`);

/** How many leagues `myLeagues` answers when not told: My Leagues reads this many at a time. */
export const MY_LEAGUES_PAGE_SIZE = 20;

/** My Leagues: the signed-in manager's leagues (active memberships), running first; the first page. */
export const MyLeaguesDocument = graphql(`
  query MyLeagues {
    myLeagues {
      ...MyLeagueFields
    }
  }
`);

/** The manager's leagues after the first `offset`: My Leagues lists them all, a page at a time. */
export const MyLeaguesFromDocument = graphql(`
  query MyLeaguesFrom($offset: Int!) {
    myLeagues(offset: $offset) {
      ...MyLeagueFields
    }
  }
`);

/** /leagues/:id: one league with its prizes, standings and gameweeks; null when there is no such league. */
export const LeagueDetailsDocument = graphql(`
  query LeagueDetails($id: ID!) {
    league(id: $id) {
      ...LeagueDetailsFields
    }
  }
`);

/** The caller's membership, read until its entry fee is held or refused. */
export const LeagueMembershipDocument = graphql(`
  query LeagueMembership($id: ID!) {
    leagueMembership(id: $id) {
      ...LeagueMembershipFields
    }
  }
`);

/** A league just created, read until its prize pool is held or refused (phase FUNDING). */
export const LeagueFundingDocument = graphql(`
  query LeagueFunding($id: ID!) {
    league(id: $id) {
      ...LeagueCardFields
      inviteCode
    }
  }
`);

/** The gameweeks not started yet with their first kick-off, to choose a league's first and last gameweek. */
export const SeasonGameweeksDocument = graphql(`
  query SeasonGameweeks {
    upcomingGameweeks(limit: 100) {
      number
      deadline
    }
  }
`);
