import { CreateEventTables1763800000000 } from '@sfl/events';
import { CreateProjections1767000000000 } from './1767000000000-create-projections';
import { CreateLeagues1767000100000 } from './1767000100000-create-leagues';
import { CreateBattles1767000500000 } from './1767000500000-create-battles';
import { CreateSplBalances1767000600000 } from './1767000600000-create-spl-balances';
import { CreateLeagueSettlementDue1767000700000 } from './1767000700000-create-league-settlement-due';
import { LeagueJoins1767000710000 } from './1767000710000-league-joins';
import { LeagueCreatorIndex1767000720000 } from './1767000720000-league-creator-index';

/** Every migration of the leagues database, oldest first. */
export const leaguesMigrations = [
  CreateEventTables1763800000000,
  CreateProjections1767000000000,
  CreateLeagues1767000100000,
  CreateBattles1767000500000,
  CreateSplBalances1767000600000,
  CreateLeagueSettlementDue1767000700000,
  LeagueJoins1767000710000,
  LeagueCreatorIndex1767000720000,
];
