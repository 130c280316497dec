import type { ServerResponse } from 'node:http';
import { UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentContext, CurrentUserId, type InternalContext, SignedInGuard } from '@sfl/auth-context';
import { AccountsService } from './accounts.service';
import { LoginInput, RegisterInput } from './dto/credentials.input';
import { UserModel } from './models/user.model';
import { SessionGrantWriter } from './session-grant.writer';

@Resolver(() => UserModel)
export class AccountsResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly grants: SessionGrantWriter,
  ) {}

  @Query(() => UserModel, { nullable: true, description: 'The signed-in user, or null when logged out.' })
  me(@CurrentUserId({ optional: true }) userId: string | null) {
    return userId ? this.accounts.findById(userId) : null;
  }

  @Mutation(() => UserModel, { description: 'Creates an account and signs it in at once.' })
  async register(
    @Args('input') input: RegisterInput,
    @CurrentContext() context: InternalContext,
    @Context('res') res: ServerResponse,
  ) {
    const account = await this.accounts.register(input.username, input.password, context.clientIp);
    this.grants.write(res, { action: 'start', userId: account.id, roles: account.roles });
    return account;
  }

  @Mutation(() => UserModel)
  async login(
    @Args('input') input: LoginInput,
    @CurrentContext() context: InternalContext,
    @Context('res') res: ServerResponse,
  ) {
    const account = await this.accounts.login(input.username, input.password, context.clientIp);
    this.grants.write(res, { action: 'start', userId: account.id, roles: account.roles });
    return account;
  }

  @Mutation(() => Boolean, { description: 'Ends the current session; true even when none was open.' })
  logout(@Context('res') res: ServerResponse) {
    this.grants.write(res, { action: 'end' });
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Ends every session of the signed-in user, on every device ("log out everywhere").',
  })
  @UseGuards(SignedInGuard)
  async logoutEverywhere(@CurrentUserId() userId: string, @Context('res') res: ServerResponse) {
    await this.accounts.logoutEverywhere(userId);
    // This gateway ends them at once; the event reaches the other gateways.
    this.grants.write(res, { action: 'end-all', userId });
    return true;
  }
}
