import { Injectable } from '@nestjs/common';
import { FootballerFormUpdated } from '@sfl/contracts';
import { type ConsumerDefinition, handles } from '@sfl/events';
import { FootballerFormRepository } from './footballer-form.repository';

export const FOOTBALLER_FORM_CONSUMER = 'nft.footballer-form';

/**
 * The figures the market sorts and filters by, from matches.events FootballerFormUpdated
 * (docs/market.md, Sorting and filters). Each event applied once (processed_event); one delivered
 * after a newer one of the same footballer changes nothing.
 */
@Injectable()
export class FootballerFormConsumer {
  constructor(private readonly forms: FootballerFormRepository) {}

  definition(): ConsumerDefinition {
    return {
      name: FOOTBALLER_FORM_CONSUMER,
      handlers: [
        handles(FootballerFormUpdated, ({ payload }, manager) => this.forms.applyIn(manager, payload)),
      ],
    };
  }
}
