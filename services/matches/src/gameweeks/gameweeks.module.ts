import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MatchEntity } from '../matches/entities/match.entity';
import { GameweeksRepository } from './gameweeks.repository';
import { GameweeksResolver } from './gameweeks.resolver';
import { GameweeksService } from './gameweeks.service';
import { GameweekLockReminderEntity } from './entities/gameweek-lock-reminder.entity';
import { LockReminderCheck } from './lock-reminder-check';
import { LockReminders } from './lock-reminders.service';
import { LockRemindersRepository } from './lock-reminders.repository';

// Gameweeks: deadlines and statuses, read from the matches; reminders of their locks.
@Module({
  imports: [TypeOrmModule.forFeature([MatchEntity, GameweekLockReminderEntity])],
  providers: [
    GameweeksRepository,
    GameweeksService,
    GameweeksResolver,
    LockRemindersRepository,
    LockReminders,
    LockReminderCheck,
  ],
  exports: [GameweeksRepository, LockReminders, LockReminderCheck],
})
export class GameweeksModule {}
