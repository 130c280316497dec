import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { ProcessMetrics } from '@sfl/metrics';
import type { Response } from 'express';
import { PROCESS_METRICS } from './subgraph-tokens';

/** GET /metrics: the process's metrics in Prometheus' text format. */
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(PROCESS_METRICS) private readonly metrics: ProcessMetrics) {}

  @Get()
  async scrape(@Res({ passthrough: true }) res: Response): Promise<string> {
    res.type(this.metrics.contentType);
    return this.metrics.scrape();
  }
}
