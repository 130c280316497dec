import { Module } from '@nestjs/common';
import { LineupAlertsConsumer } from './lineup-alerts.consumer';
import { LineupAlertsRepository } from './lineup-alerts.repository';
import { LineupAlertsService } from './lineup-alerts.service';

// Lineup alerts: injuries to fielded players and incomplete lineups before a lock.
@Module({
  providers: [LineupAlertsRepository, LineupAlertsService, LineupAlertsConsumer],
  exports: [LineupAlertsConsumer],
})
export class AlertsModule {}
