import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { cachedFor, type ProcessMetrics } from '@sfl/metrics';
import { PROCESS_METRICS, SUBGRAPH_SERVICE } from '@sfl/subgraph';
import { LedgerService } from './ledger.service';

/**
 * The ledger's audit (the one `npm run check-ledger` prints) as gauges read at scrape time: whether
 * it adds up, by how much the held SPL differs from the SPL issued, and the latest gameweek's global
 * bonus budget and what it issued. The audit reads every entry, so it runs at most once per the
 * metrics' read cache, whatever the scrapes.
 */
@Injectable()
export class LedgerMetrics implements OnModuleInit {
  constructor(
    private readonly ledger: LedgerService,
    @Inject(PROCESS_METRICS) private readonly metrics: ProcessMetrics,
    @Inject(SUBGRAPH_SERVICE) private readonly service: string,
  ) {}

  onModuleInit(): void {
    const audit = cachedFor(this.metrics.readCacheMs, () => this.ledger.audit());
    const labels = { service: this.service };
    this.metrics.gaugeReadAtScrape(
      {
        name: 'sfl_spl_ledger_balanced',
        help: 'Whether the SPL ledger adds up (1) or not (0), by the audit of npm run check-ledger',
        labelNames: ['service'],
      },
      async () => [{ labels, value: (await audit()).balanced ? 1 : 0 }],
    );
    this.metrics.gaugeReadAtScrape(
      {
        name: 'sfl_spl_ledger_imbalance',
        help: 'SPL held (balances + escrow + treasury) minus SPL issued; 0 when they agree',
        labelNames: ['service'],
      },
      async () => {
        const { balances, escrow, treasury, issued } = await audit();
        return [{ labels, value: balances + escrow + treasury - issued }];
      },
    );
    const gameweekGauges = [
      ['sfl_spl_bonus_budget', "The latest gameweek's global budget of bonus SPL", 'budget'],
      ['sfl_spl_bonus_issued', "Bonus SPL issued from the latest gameweek's global budget", 'issued'],
    ] as const;
    for (const [name, help, figure] of gameweekGauges)
      this.metrics.gaugeReadAtScrape({ name, help, labelNames: ['service', 'gameweek'] }, async () => {
        // none before the first bonus SPL opens gameweek 0
        const latest = (await audit()).bonusBudgets.at(-1);
        return latest
          ? [{ labels: { ...labels, gameweek: `${latest.gameweek}` }, value: latest[figure] }]
          : [];
      });
  }
}
