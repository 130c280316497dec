import { graphql } from '@/graphql/__generated__';

// One shape per view of a league: the cached League (normalised by id) is shared, so a join's answer or a
// refreshed detail page updates the card on /leagues too.
graphql(`
  fragment LeagueCardFields on League {
    id
    name
    description
    maxParticipants
    memberCount
    entryFee
    prizePool
    status
    phase
    myMembership {
      id
      status
    }
  }
`);

graphql(`
  fragment LeagueMembershipFields on LeagueMembership {
    id
    status
    refusal
    league {
      ...LeagueCardFields
    }
  }
`);

graphql(`
  fragment LeagueDetailsFields on League {
    ...LeagueCardFields
    prizeDetails
    firstPrize
    secondPrize
    thirdPrize
    pot
    startGameweek
    endGameweek
    startDate
    endDate
    championship
    isPrivate
    creator {
      id
      username
    }
    inviteCode
    standings {
      rank
      points
      lastGameweekPoints
      prize
      manager {
        id
        username
      }
    }
    gameweeks {
      gameweek
      final
      scores {
        points
        manager {
          id
          username
        }
      }
    }
  }
`);

// A line of My Leagues: the first page and the ones after it read the same fields.
graphql(`
  fragment MyLeagueFields on MyLeague {
    id
    name
    rank
    points
    status
    phase
  }
`);
