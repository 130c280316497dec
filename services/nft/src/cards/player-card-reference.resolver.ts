import { Resolver, ResolveReference } from '@nestjs/graphql';
import { PlayerCardModel } from './models/player-card.model';
import { OwnedCardsService } from './owned-cards.service';

/** Federation: other subgraphs (squads) return `PlayerCard { id }` references; this fills in the rest. */
@Resolver(() => PlayerCardModel)
export class PlayerCardReferenceResolver {
  constructor(private readonly cards: OwnedCardsService) {}

  @ResolveReference()
  resolveReference(reference: { __typename: 'PlayerCard'; id: string }): Promise<PlayerCardModel | null> {
    return this.cards.byId(reference.id);
  }
}
