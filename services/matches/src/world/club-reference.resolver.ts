import { Resolver, ResolveReference } from '@nestjs/graphql';
import { ClubModel } from './models/club.model';
import { WorldService } from './world.service';

/** Federation: other subgraphs return `Club { id }` references; this fills in the rest. */
@Resolver(() => ClubModel)
export class ClubReferenceResolver {
  constructor(private readonly world: WorldService) {}

  @ResolveReference()
  resolveReference(reference: { __typename: 'Club'; id: string }) {
    return this.world.club(reference.id);
  }
}
