import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse } from 'graphql';
import { declaredListSizes, queryCostError } from '../src/graphql/query-cost';

const gatewayDir = join(__dirname, '..');

// What the squad page asks for in one go: the pitch layouts, the manager's squad with its cards
// and the cards to pick from. Lists of a fixed size (formations, slots, bench) must say so, or
// the cost counts them as 100 items each and the gateway refuses the page.
const SQUAD_PAGE = `query SquadPage {
  formations { formation slots { index group label x y } }
  squadRules { formations squadSize starters benchSize captainMultiplier }
  mySquad {
    teamName formation captainCardId viceCaptainCardId
    slots { index group label x y card { id rarity value footballer { id name position overall club { id shortName } } } }
    bench { id rarity value footballer { id name position overall club { id shortName } } }
    ratings { overall chemistry attack defense }
    notices { id cardId message createdAt }
  }
  myCards { id source rarity season serial supply value footballer { id name position overall club { id shortName } } }
}`;

describe('query cost of the squad page over the committed schema', () => {
  const schema = buildSchema(readFileSync(join(gatewayDir, 'api-schema.graphql'), 'utf8'));
  const declared = declaredListSizes(readFileSync(join(gatewayDir, 'supergraph.graphql'), 'utf8'));

  it('should fit the cost limit', () => {
    expect(queryCostError({ schema, document: parse(SQUAD_PAGE) }, { declared })).toBeUndefined();
  });
});
