import { Injectable } from '@nestjs/common';
import { WalletLinked, WalletUnlinked } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { LinkedWalletsRepository } from './linked-wallets.repository';

export const LINKED_WALLETS_CONSUMER = 'nft.linked-wallets';

/** Keeps linked_wallet in step with users.events; each event applied once (processed_event). */
@Injectable()
export class LinkedWalletsConsumer {
  constructor(private readonly wallets: LinkedWalletsRepository) {}

  definition(): ConsumerDefinition {
    return {
      name: LINKED_WALLETS_CONSUMER,
      handlers: [
        handles(WalletLinked, ({ payload }, manager) =>
          this.wallets.link(manager, {
            address: payload.address,
            userId: payload.userId,
            linkedAt: new Date(payload.linkedAt),
          }),
        ),
        handles(WalletUnlinked, ({ payload }, manager) => this.wallets.unlink(manager, payload)),
      ],
    };
  }
}
