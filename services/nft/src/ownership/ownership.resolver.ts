import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentContext, type InternalContext, SignedInGuard } from '@sfl/auth-context';
import { chainReadCaller } from '../chain-reads/chain-read-budget';
import { VerifyNftOwnershipInput } from './dto/verify-nft-ownership.input';
import { NftOwnershipCheckModel } from './models/nft-ownership-check.model';
import { OwnershipService } from './ownership.service';

@Resolver()
export class OwnershipResolver {
  constructor(private readonly ownership: OwnershipService) {}

  @Mutation(() => NftOwnershipCheckModel, {
    description:
      "Signed-in: checks on chain that the wallet owns the collection's card now (answers may be 5 s old).",
  })
  @UseGuards(SignedInGuard)
  async verifyNftOwnership(
    @Args('input') input: VerifyNftOwnershipInput,
    @CurrentContext() context: InternalContext,
  ): Promise<NftOwnershipCheckModel> {
    return { isValid: await this.ownership.verify(chainReadCaller(context), input) };
  }
}
