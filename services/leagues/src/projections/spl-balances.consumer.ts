import { Injectable } from '@nestjs/common';
import {
  AchievementUnlocked,
  CompetitionStakeHeld,
  CompetitionStakeRefused,
  CompetitionStakesSettled,
  MarketFundsHeld,
  MarketFundsRefused,
  MarketFundsSettled,
  SplRewardsAwarded,
} from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { SplBalancesRepository } from './spl-balances.repository';

export const SPL_BALANCES_CONSUMER = 'leagues.spl-balances';

/**
 * A refusal reports the manager's balance, not its `spendable`: locked bonus SPL vests as the manager
 * plays, which no event reports, so a refusal's spendable would go on refusing at once stakes that
 * spl-rewards takes by then.
 */
const refusedSpendable = (refused: { currentBalance: number }) => refused.currentBalance;

/**
 * The managers' SPL from every spl-rewards event that reports it (spl-rewards.events), so a stake
 * the manager plainly cannot cover is refused at once instead of waiting for spl-rewards' answer
 * (docs/battles.md, Funds first). spl-rewards' answer stays the only word on a stake.
 */
@Injectable()
export class SplBalancesConsumer {
  constructor(private readonly balances: SplBalancesRepository) {}

  definition(): ConsumerDefinition {
    const report = this.balances.reportIn.bind(this.balances);
    return {
      name: SPL_BALANCES_CONSUMER,
      handlers: [
        handles(SplRewardsAwarded, ({ payload, occurredAt }, manager) =>
          report(
            manager,
            [{ managerId: payload.managerId, spendable: payload.rewards.at(-1)!.balance.currentBalance }],
            occurredAt,
          ),
        ),
        handles(AchievementUnlocked, ({ payload, occurredAt }, manager) =>
          report(
            manager,
            [{ managerId: payload.managerId, spendable: payload.balance.currentBalance }],
            occurredAt,
          ),
        ),
        handles(CompetitionStakeHeld, ({ payload, occurredAt }, manager) =>
          report(
            manager,
            [{ managerId: payload.managerId, spendable: payload.balance.currentBalance }],
            occurredAt,
          ),
        ),
        handles(CompetitionStakeRefused, ({ payload, occurredAt }, manager) =>
          report(
            manager,
            [{ managerId: payload.managerId, spendable: refusedSpendable(payload) }],
            occurredAt,
          ),
        ),
        handles(MarketFundsHeld, ({ payload, occurredAt }, manager) =>
          report(
            manager,
            [{ managerId: payload.buyerId, spendable: payload.balance.currentBalance }],
            occurredAt,
          ),
        ),
        handles(MarketFundsRefused, ({ payload, occurredAt }, manager) =>
          report(manager, [{ managerId: payload.buyerId, spendable: refusedSpendable(payload) }], occurredAt),
        ),
        handles(CompetitionStakesSettled, ({ payload, occurredAt }, manager) =>
          report(manager, settledBalances(payload.balances), occurredAt),
        ),
        handles(MarketFundsSettled, ({ payload, occurredAt }, manager) =>
          report(manager, settledBalances(payload.balances), occurredAt),
        ),
      ],
    };
  }
}

const settledBalances = (balances: readonly { managerId: string; balance: { currentBalance: number } }[]) =>
  balances.map(({ managerId, balance }) => ({ managerId, spendable: balance.currentBalance }));
