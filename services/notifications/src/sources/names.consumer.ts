import { Injectable } from '@nestjs/common';
import { FootballerRegistered, UserRegistered } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { NamesRepository } from './names.repository';

export const NAMES_CONSUMER = 'notifications.names';

/** users.events and matches.events: the managers' and footballers' names notifications use. */
@Injectable()
export class NamesConsumer {
  constructor(private readonly names: NamesRepository) {}

  definition(): ConsumerDefinition {
    return {
      name: NAMES_CONSUMER,
      handlers: [
        handles(UserRegistered, ({ payload }, manager) => this.names.saveManagerIn(manager, payload)),
        handles(FootballerRegistered, ({ payload }, manager) =>
          this.names.saveFootballerIn(manager, payload),
        ),
      ],
    };
  }
}
