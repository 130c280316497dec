import { AchievementCardEntity } from './entities/achievement-card.entity';
import { AchievementDeadlineEntity } from './entities/achievement-deadline.entity';
import { AchievementGoalEntity } from './entities/achievement-goal.entity';
import { AchievementLeagueWinEntity } from './entities/achievement-league-win.entity';
import { AchievementPointsEntity } from './entities/achievement-points.entity';
import { AchievementTradeEntity } from './entities/achievement-trade.entity';
import { AchievementUnlockEntity } from './entities/achievement-unlock.entity';

/** The achievements module's tables: the facts progress is counted from, and the unlocks. */
export const achievementsEntities = [
  AchievementUnlockEntity,
  AchievementGoalEntity,
  AchievementPointsEntity,
  AchievementCardEntity,
  AchievementTradeEntity,
  AchievementLeagueWinEntity,
  AchievementDeadlineEntity,
];
