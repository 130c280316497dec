import { graphql } from '@/graphql/__generated__';

// What every squad view reads of a card, a squad and the manager's figures; one shape so a saved squad
// (a mutation's answer) replaces the cached one everywhere.
graphql(`
  fragment PlayerCardFields on PlayerCard {
    id
    rarity
    value
    footballer {
      id
      name
      position
      positionGroup
      overall
      club {
        id
        name
        shortName
      }
    }
  }
`);

// What the squad builder's list of cards sorts and filters by: the footballer's form, season points and
// next fixture (matches), and the cheapest listing of each tier on the market (nft).
graphql(`
  fragment PlayerCardFiguresFields on PlayerCard {
    id
    footballer {
      id
      form
      seasonTotals {
        points
      }
      nextFixtures(limit: 1) {
        matchId
        gameweek
        kickoffAt
        home
        difficulty
        opponent {
          id
          name
          shortName
        }
      }
      market {
        floors {
          rarity
          price
          listings
        }
      }
    }
  }
`);

graphql(`
  fragment SquadFields on Squad {
    teamName
    formation
    captainCardId
    viceCaptainCardId
    slots {
      index
      group
      label
      x
      y
      card {
        ...PlayerCardFields
      }
    }
    bench {
      ...PlayerCardFields
    }
    ratings {
      overall
      chemistry
      attack
      defense
    }
    notices {
      id
      cardId
      message
      createdAt
    }
    locks {
      gameweek
      live
      cards {
        cardId
        lockAt
        locked
      }
    }
  }
`);

graphql(`
  fragment FormationLayoutFields on FormationLayout {
    formation
    slots {
      index
      group
      label
      x
      y
    }
  }
`);

graphql(`
  fragment ManagerStatsFields on ManagerStats {
    totalPoints
    rank
    teamValue
    weeklyPoints
    matchesPlayed
    averagePoints
    gameweeks {
      gameweek
      points
      final
    }
  }
`);
