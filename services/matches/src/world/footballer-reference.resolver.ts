import { Resolver, ResolveReference } from '@nestjs/graphql';
import { FootballerModel } from './models/footballer.model';
import { WorldService } from './world.service';

/** Federation: other subgraphs (squads, nft) return `Footballer { id }` references; this fills in the rest. */
@Resolver(() => FootballerModel)
export class FootballerReferenceResolver {
  constructor(private readonly world: WorldService) {}

  @ResolveReference()
  resolveReference(reference: { __typename: 'Footballer'; id: string }) {
    return this.world.footballer(reference.id);
  }
}
