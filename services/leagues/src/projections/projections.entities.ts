import { GameweekEntity } from './entities/gameweek.entity';
import { ManagerGameweekPointsEntity } from './entities/manager-gameweek-points.entity';
import { ManagerSplBalanceEntity } from './entities/manager-spl-balance.entity';
import { ManagerEntity } from './entities/manager.entity';

/** The tables of what other services tell leagues. */
export const projectionEntities = [
  ManagerEntity,
  GameweekEntity,
  ManagerGameweekPointsEntity,
  ManagerSplBalanceEntity,
];
