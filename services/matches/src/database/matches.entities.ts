import { GameweekLockReminderEntity } from '../gameweeks/entities/gameweek-lock-reminder.entity';
import { InjuryEntity } from '../injuries/entities/injury.entity';
import { MatchActionEntity } from '../matches/entities/match-action.entity';
import { MatchLineupEntity } from '../matches/entities/match-lineup.entity';
import { MatchEntity } from '../matches/entities/match.entity';
import { FootballerPerformanceEntity } from '../points/entities/footballer-performance.entity';
import { SeasonEntity } from '../season/entities/season.entity';
import { ClockControlEntity } from '../simulator/entities/clock-control.entity';
import { ClubEntity } from '../world/entities/club.entity';
import { FootballerEntity } from '../world/entities/footballer.entity';

/** Every entity of the matches database. */
export const matchesEntities = [
  SeasonEntity,
  ClubEntity,
  FootballerEntity,
  MatchEntity,
  MatchLineupEntity,
  MatchActionEntity,
  FootballerPerformanceEntity,
  InjuryEntity,
  ClockControlEntity,
  GameweekLockReminderEntity,
];
