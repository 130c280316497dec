import { Directive, Query, Resolver } from '@nestjs/graphql';
import { FORMATION_LAYOUTS } from './formations';
import { FormationLayoutModel } from './models/formation-layout.model';
import { SquadRulesModel } from './models/squad-rules.model';
import { SQUAD_RULES } from './squad-rules';

/** Public: the pitch layouts and the rules, the same for everyone. */
@Resolver()
export class FormationsResolver {
  // Declared sizes, so the gateway's query cost counts 4 x 11 slots rather than 100 x 100.
  @Directive(`@listSize(assumedSize: ${FORMATION_LAYOUTS.length})`)
  @Query(() => [FormationLayoutModel], { description: 'Every formation with its 11 slots.' })
  formations(): readonly FormationLayoutModel[] {
    return FORMATION_LAYOUTS;
  }

  @Query(() => SquadRulesModel)
  squadRules(): SquadRulesModel {
    return { ...SQUAD_RULES, formations: [...SQUAD_RULES.formations] };
  }
}
