import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { KeyValueStore } from '@sfl/cache';
import type { EventBus } from '@sfl/events';
import {
  busPartsRunning,
  checkReadiness,
  type Readiness,
  type ReadinessCheck,
  readinessStatusCode,
} from '@sfl/metrics';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { EVENT_BUS, KEY_VALUE_STORE, READINESS_CHECKS, SUBGRAPH_SERVICE } from './subgraph-tokens';

// Read, never written: any answer, even "no such key", means the store answers.
const PROBE_KEY = 'ready-probe';

/**
 * GET /ready: 200 when the subgraph's database answers, its key-value store answers (Redis in
 * the services mode), its event publishing and consumers run and its run mode's own checks pass
 * (the services mode: not shutting down); 503 naming what failed.
 */
@Controller('ready')
export class ReadinessController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore,
    @Inject(EVENT_BUS) private readonly eventBus: EventBus,
    @Inject(SUBGRAPH_SERVICE) private readonly service: string,
    @Inject(READINESS_CHECKS) private readonly further: Record<string, ReadinessCheck>,
  ) {}

  @Get()
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const readiness = await checkReadiness({
      database: () => this.dataSource.query('SELECT 1'),
      store: () => this.store.get(PROBE_KEY),
      events: busPartsRunning(this.eventBus, (part) => part.service === this.service),
      ...this.further,
    });
    res.status(readinessStatusCode(readiness));
    return readiness;
  }
}
