import { Injectable } from '@nestjs/common';
import {
  CompetitionPayoutRequested,
  CompetitionReleaseRequested,
  CompetitionStakeRequested,
} from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { CompetitionSettlementService } from './competition-settlement.service';

export const COMPETITIONS_CONSUMER = 'spl-rewards.competitions';

/**
 * The SPL of leagues and battles from leagues.events (docs/ledger.md, Competition stakes): a stake
 * requested is held or refused; a payout captures a settlement's stakes for its payees, a release
 * gives them back. A stake's request is keyed by its manager and its settlement by its
 * competition: leagues asks to settle a stake only after it saw the stake held. Each event applied
 * once (processed_event), its ledger movements and its answer on spl-rewards.events in its one
 * transaction.
 */
@Injectable()
export class CompetitionsConsumer {
  constructor(private readonly settlement: CompetitionSettlementService) {}

  definition(): ConsumerDefinition {
    return {
      name: COMPETITIONS_CONSUMER,
      handlers: [
        handles(CompetitionStakeRequested, ({ payload }, manager) =>
          this.settlement.holdIn(manager, payload),
        ),
        handles(CompetitionPayoutRequested, ({ payload }, manager) =>
          this.settlement.payOutIn(manager, payload),
        ),
        handles(CompetitionReleaseRequested, ({ payload }, manager) =>
          this.settlement.releaseIn(manager, payload),
        ),
      ],
    };
  }
}
