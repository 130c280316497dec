import { FinishedGameweekEntity } from './entities/finished-gameweek.entity';
import { PlayedLineupEntity } from './entities/played-lineup.entity';

export const vestingEntities = [PlayedLineupEntity, FinishedGameweekEntity];
