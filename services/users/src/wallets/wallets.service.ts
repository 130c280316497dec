import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { WalletLinked, WalletUnlinked } from '@sfl/contracts';
import { recordEvent } from '@sfl/events';
import { AuthErrors } from '@sfl/auth-context';
import { type ActionQuota, ActionQuotas, type Clock, CLOCK, type Page } from '@sfl/subgraph';
import { AccountsService } from '../accounts/accounts.service';
import { APP_DOMAIN, WALLET_LINK_QUOTA } from '../config/users.config';
import { CHALLENGE_TTL_MS, challengeMessage } from './challenge-message';
import type { WalletLinkEntity } from './entities/wallet-link.entity';
import { parseSuiAddress } from './sui-address';
import { WalletSignatureVerifier } from './wallet-signature.verifier';
import { WalletsRepository } from './wallets.repository';
import { UsersErrors } from '../users.errors';

// Enough for a few wallets at once; bounds what one user can make us store and sign for.
export const MAX_OPEN_CHALLENGES = 5;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Links Sui wallets to accounts: the user signs a server-issued, single-use, short-lived message. */
@Injectable()
export class WalletsService {
  constructor(
    private readonly wallets: WalletsRepository,
    private readonly accounts: AccountsService,
    private readonly verifier: WalletSignatureVerifier,
    private readonly quotas: ActionQuotas,
    @Inject(WALLET_LINK_QUOTA) private readonly linkQuota: ActionQuota,
    @Inject(APP_DOMAIN) private readonly domain: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  linksOf(userId: string, page: Page): Promise<WalletLinkEntity[]> {
    return this.wallets.linksOf(userId, page);
  }

  async requestChallenge(userId: string, addressInput: string) {
    await this.takeLinkQuota(userId);
    const address = parseSuiAddress(addressInput);
    const account = await this.accounts.findById(userId);
    if (!account) throw AuthErrors.NOT_SIGNED_IN();
    const nonce = randomUUID();
    const now = this.clock.now();
    const expiresAt = new Date(now + CHALLENGE_TTL_MS);
    const message = challengeMessage({
      domain: this.domain,
      username: account.username,
      address,
      nonce,
      expiresAt,
    });
    const challenge = { nonce, userId, address, message, expiresAt };
    if (!(await this.wallets.insertChallengeWithin(challenge, MAX_OPEN_CHALLENGES, new Date(now))))
      throw UsersErrors.TOO_MANY_CHALLENGES(MAX_OPEN_CHALLENGES);
    return { nonce, message, expiresAt };
  }

  async link(userId: string, nonce: string, signature: string): Promise<WalletLinkEntity> {
    // A malformed nonce cannot name a challenge (and would be a type error in the uuid column).
    const challenge = UUID_PATTERN.test(nonce) ? await this.wallets.findChallenge(nonce) : null;
    if (!challenge || challenge.userId !== userId) throw UsersErrors.CHALLENGE_NOT_FOUND();
    if (challenge.expiresAt.getTime() <= this.clock.now()) {
      await this.wallets.deleteChallenge(nonce);
      throw UsersErrors.CHALLENGE_EXPIRED();
    }
    // The stored message, never bytes sent back by the client: the server decides what is signed.
    if (!(await this.verifier.verify(userId, challenge.message, signature, challenge.address)))
      throw UsersErrors.SIGNATURE_MISMATCH();

    const link = await this.wallets.consumeChallengeAndLink(challenge, async (manager, link, created) => {
      if (link.userId !== userId) throw UsersErrors.WALLET_LINKED_ELSEWHERE();
      if (!created) return;
      await recordEvent(manager, WalletLinked, {
        aggregateId: userId,
        payload: { userId, address: link.address, linkedAt: link.linkedAt.toISOString() },
      });
    });
    if (!link) throw UsersErrors.CHALLENGE_USED();
    return link;
  }

  async unlink(userId: string, addressInput: string): Promise<true> {
    await this.takeLinkQuota(userId);
    const address = parseSuiAddress(addressInput);
    // Recorded with the delete, so projections of linked wallets (nft) drop it exactly when it goes.
    const unlinked = await this.wallets.unlink(userId, address, (manager) =>
      recordEvent(manager, WalletUnlinked, {
        aggregateId: userId,
        payload: { userId, address, unlinkedAt: new Date().toISOString() },
      }),
    );
    if (!unlinked) throw UsersErrors.WALLET_NOT_LINKED();
    return true;
  }

  // Challenges and unlinks count together: a link needs a challenge, so link-unlink cycles (each
  // an event nft acts on) are bounded too.
  private takeLinkQuota(userId: string): Promise<void> {
    return this.quotas.take('wallet-link', 'wallet link requests', userId, this.linkQuota);
  }
}
