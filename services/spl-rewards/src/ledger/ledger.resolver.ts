import { UseGuards } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
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

  @Query(() => SplLedgerInvariantModel, { description: "The ledger's totals and whether they add up." })
  splLedgerInvariant(): Promise<SplLedgerInvariantModel> {
    return this.ledger.invariant();
  }
}
