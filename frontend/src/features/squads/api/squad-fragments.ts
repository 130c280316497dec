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
