import { Directive, Query, Resolver } from '@nestjs/graphql';
import { POSITION_GROUPS } from '@sfl/contracts';
import { FANTASY_POINTS_TABLE } from './fantasy-points.table';
import { ScoringRuleModel } from './models/scoring-rule.model';

// The very table fantasyPoints() counts with, so the rules shown are the rules applied.
const SCORING_RULES: ScoringRuleModel[] = FANTASY_POINTS_TABLE.map((row) => ({
  rule: row.rule,
  action: row.action,
  note: row.note ?? null,
  points: POSITION_GROUPS.map((group) => ({ group, points: row.points[group] })),
}));

@Resolver(() => ScoringRuleModel)
export class ScoringRulesResolver {
  @Directive(`@listSize(assumedSize: ${SCORING_RULES.length})`)
  @Query(() => [ScoringRuleModel], {
    description: 'The fantasy points table: what each footballer earns per match, by position group.',
  })
  scoringRules(): ScoringRuleModel[] {
    return SCORING_RULES;
  }
}
