import { LeagueMembershipEntity } from './entities/league-membership.entity';
import { LeagueSettlementDueEntity } from './entities/league-settlement-due.entity';
import { LeagueStakeEntity } from './entities/league-stake.entity';
import { LeagueEntity } from './entities/league.entity';

/** The tables of leagues, their members and stakes. */
export const leagueEntities = [
  LeagueEntity,
  LeagueMembershipEntity,
  LeagueStakeEntity,
  LeagueSettlementDueEntity,
];
