import { UseGuards } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentUserId, SignedInGuard } from '@sfl/auth-context';
import { LimitArg, PageWrapperSizes } from '@sfl/subgraph';
import { SplStatementModel } from './models/spl-statement.model';
import { StatementService } from './statement.service';

@Resolver()
export class StatementResolver {
  constructor(private readonly statement: StatementService) {}

  @Query(() => SplStatementModel, {
    description:
      "Signed-in: every movement of the caller's SPL, newest first, each with the balance after it; the lines add up to mySplBalance.currentBalance.",
  })
  @UseGuards(SignedInGuard)
  @PageWrapperSizes()
  splStatement(
    @CurrentUserId() userId: string,
    @LimitArg(20) limit: number,
    @Args('before', {
      type: () => ID,
      nullable: true,
      description: 'The nextCursor of the page before: lines older than it. The newest when not given.',
    })
    before: string | null,
  ): Promise<SplStatementModel> {
    return this.statement.statementOf(userId, { limit, before: before ?? null });
  }
}
