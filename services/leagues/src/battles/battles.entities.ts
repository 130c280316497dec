import { BattleStakeEntity } from './entities/battle-stake.entity';
import { BattleEntity } from './entities/battle.entity';

/** The tables of head-to-head battles and their wagers. */
export const battleEntities = [BattleEntity, BattleStakeEntity];
