import { Injectable } from '@nestjs/common';
import { UserRegistered } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { StarterPacksService } from './starter-packs.service';

export const STARTER_PACKS_CONSUMER = 'nft.starter-packs';

/** A starter pack for every manager who registers (users.events UserRegistered). */
@Injectable()
export class StarterPacksConsumer {
  constructor(private readonly packs: StarterPacksService) {}

  definition(): ConsumerDefinition {
    return {
      name: STARTER_PACKS_CONSUMER,
      handlers: [
        handles(UserRegistered, ({ payload }, manager) =>
          this.packs.onRegistered(manager, payload.userId, new Date(payload.registeredAt)),
        ),
      ],
    };
  }
}
