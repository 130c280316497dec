import { Inject, Injectable } from '@nestjs/common';
import { clientAddressKey } from '@sfl/cache';
import { ActionQuotas } from '@sfl/subgraph';
import { LEAGUES_LIMITS, type LeaguesLimits } from '../config/leagues.config';

const PER_MANAGER = 'league-code-failure';
const PER_ADDRESS = 'league-code-failure-address';

/** Who guesses a code: the signed-in manager and, when the gateway knows it, their client address. */
export interface CodeGuesser {
  managerId: string;
  clientIp: string | null;
}

/**
 * Counts invite-code guesses per manager and per client address (all its managers together, so
 * twenty accounts on one address do not get twenty managers' guesses). A guess is counted before
 * the lookup, so parallel guesses cannot slip past a limit, and given back when the code names a
 * league: only wrong codes use the quotas up.
 */
@Injectable()
export class InviteCodeGuesses {
  constructor(
    private readonly quotas: ActionQuotas,
    @Inject(LEAGUES_LIMITS) private readonly limits: LeaguesLimits,
  ) {}

  /** Counts one guess; refuses it (RATE_LIMITED) once the manager or the address is over its quota. */
  async count({ managerId, clientIp }: CodeGuesser): Promise<void> {
    // The manager first: one account over its own quota does not use up its address's guesses.
    await this.quotas.take(PER_MANAGER, 'wrong invite codes', managerId, this.limits.codeFailureQuota);
    if (!clientIp) return;
    try {
      await this.quotas.take(
        PER_ADDRESS,
        'wrong invite codes from this address',
        clientAddressKey(clientIp),
        this.limits.addressCodeFailureQuota,
      );
    } catch (refusal) {
      // Refused for the address: no code was looked up, so the manager's own count is left whole.
      await this.quotas.giveBack(PER_MANAGER, managerId, this.limits.codeFailureQuota);
      throw refusal;
    }
  }

  /** Gives back a guess that named a league. */
  async giveBack({ managerId, clientIp }: CodeGuesser): Promise<void> {
    await this.quotas.giveBack(PER_MANAGER, managerId, this.limits.codeFailureQuota);
    if (clientIp)
      await this.quotas.giveBack(
        PER_ADDRESS,
        clientAddressKey(clientIp),
        this.limits.addressCodeFailureQuota,
      );
  }
}
