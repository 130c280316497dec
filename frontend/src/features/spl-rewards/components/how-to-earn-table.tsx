import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { PositionGroup, SplRewardsPageQuery } from '@/graphql/__generated__/graphql';
import { formatSpl } from '@/lib/spl-amount';

type SplRewardRules = SplRewardsPageQuery['splRewardRules'];

const groupNames: Record<PositionGroup, string> = {
  GK: 'goalkeeper',
  DEF: 'defender',
  MID: 'midfielder',
  ATT: 'forward',
};

/** One line per amount the ledger pays: a rule with an amount per position group gets a line per group. */
function tableRows({ rules }: SplRewardRules): { action: string; spl: string }[] {
  return rules.flatMap(({ label, amounts }) =>
    amounts.map(({ positionGroup, spl }) => ({
      action: positionGroup ? `${label} by a ${groupNames[positionGroup]}` : label,
      spl: formatSpl(spl),
    })),
  );
}

/** 'How to Earn SPL Tokens', generated from the rules the ledger pays by. */
export function HowToEarnTable({ rules }: { rules: SplRewardRules }) {
  return (
    <Card aria-labelledby="how-to-earn-title" role="region" className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="how-to-earn-title" className="text-lg">
            How to Earn SPL Tokens
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                Action
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Reward
              </th>
            </tr>
          </thead>
          <tbody>
            {tableRows(rules).map(({ action, spl }) => (
              <tr key={action} className="border-b last:border-0">
                <th scope="row" className="py-2 pr-4 text-left font-normal">
                  {action}
                </th>
                <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">{spl}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                Captain bonus
                <span className="block text-xs text-muted-foreground">
                  {`Every reward of your captain is multiplied by ${rules.captainMultiplier}`}
                </span>
              </th>
              <td className="py-2 text-right font-semibold whitespace-nowrap">{rules.captainLabel}</td>
            </tr>
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
