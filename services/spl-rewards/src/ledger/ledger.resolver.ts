import { UseGuards } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, OPERATOR_ROLE, RequireRole, SignedInGuard } from '@sfl/auth-context';
import { LedgerService } from './ledger.service';
import { SpendableSplService } from './spendable-spl.service';
import { SplBalanceModel } from './models/spl-balance.model';
import { SplLedgerInvariantModel } from './models/spl-ledger-invariant.model';

@Resolver()
export class LedgerResolver {
  constructor(
    private readonly ledger: LedgerService,
    private readonly spendable: SpendableSplService,
  ) {}

  @Query(() => SplBalanceModel, { description: "Signed-in: the caller's SPL." })
  @UseGuards(SignedInGuard)
  mySplBalance(@CurrentUserId() userId: string): Promise<SplBalanceModel> {
    return this.spendable.balanceOf(userId);
  }

  // A full aggregate over the ledger per call: for operators only, not a query anyone may repeat.
  @Query(() => SplLedgerInvariantModel, {
    description: "Operators: the ledger's totals and whether they add up.",
  })
  @RequireRole(OPERATOR_ROLE)
  splLedgerInvariant(): Promise<SplLedgerInvariantModel> {
    return this.ledger.invariant();
  }
}
