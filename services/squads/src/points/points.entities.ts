import { ManagerStandingEntity } from '../leaderboard/entities/manager-standing.entity';
import { FootballerMatchFiguresEntity } from './entities/footballer-match-figures.entity';
import { FootballerOwnershipEntity } from './entities/footballer-ownership.entity';
import { GameweekLineupEntity } from './entities/gameweek-lineup.entity';
import { LineupFootballerEntity } from './entities/lineup-footballer.entity';
import { ScoredGameweekEntity } from './entities/scored-gameweek.entity';

/** The tables of points and ranks, for squadsEntities. */
export const pointsEntities = [
  ManagerStandingEntity,
  ScoredGameweekEntity,
  GameweekLineupEntity,
  LineupFootballerEntity,
  FootballerMatchFiguresEntity,
  FootballerOwnershipEntity,
];
