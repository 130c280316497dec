import { Resolver, ResolveReference } from '@nestjs/graphql';
import { MatchesService } from './matches.service';
import { MatchModel } from './models/match.model';

/** Federation: other subgraphs return `Match { id }` references; this fills in the rest. */
@Resolver(() => MatchModel)
export class MatchReferenceResolver {
  constructor(private readonly matches: MatchesService) {}

  @ResolveReference()
  resolveReference(reference: { __typename: 'Match'; id: string }) {
    return this.matches.match(reference.id);
  }
}
