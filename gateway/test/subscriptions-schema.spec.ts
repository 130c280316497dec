import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isEnumType, isObjectType, isScalarType, parse } from 'graphql';
import { buildLiveSchema } from '../src/subscriptions/live-schema';

const gatewayDir = join(__dirname, '..');
const read = (file: string) => readFileSync(join(gatewayDir, file), 'utf8');

// The frontend's codegen merges subscriptions.graphql with api-schema.graphql.
describe('subscriptions.graphql', () => {
  const typeNames = (sdl: string) =>
    parse(sdl).definitions.flatMap((definition) =>
      'name' in definition && definition.name ? [definition.name.value] : [],
    );

  it('should build into the schema the gateway serves, with a Subscription root', () => {
    const schema = buildLiveSchema();
    expect(Object.keys(schema.getSubscriptionType()?.getFields() ?? {})).toEqual([
      'liveMatchUpdated',
      'matchAction',
      'splPaid',
      'marketListingEnded',
      'notificationAdded',
    ]);
  });

  // A shared name must mean the same thing: the merged schema would otherwise change a field's type under
  // the client, and its cache would mix two shapes in one entity.
  it('should share with the supergraph only types whose fields it has, of the same types', () => {
    const live = buildSchema(read('subscriptions.graphql'), { assumeValidSDL: true });
    const api = buildSchema(read('api-schema.graphql'), { assumeValidSDL: true });
    const shared = typeNames(read('subscriptions.graphql')).filter((name) => api.getType(name));
    expect(shared.sort()).toEqual([
      'Achievement',
      'AchievementCategory',
      'AchievementRarity',
      'AchievementReward',
      'Club',
      'DateTime',
      'Match',
      'MatchStatus',
      'Notification',
      'NotificationKind',
      'SplActionType',
      'SplBalance',
      'SplClub',
      'SplMatchDetails',
      'SplReward',
    ]);
    for (const name of shared) {
      const liveType = live.getType(name);
      const apiType = api.getType(name);
      if (isEnumType(liveType) && isEnumType(apiType)) {
        expect(liveType.getValues().map((value) => value.name)).toEqual(
          apiType.getValues().map((value) => value.name),
        );
      } else if (isObjectType(liveType) && isObjectType(apiType)) {
        const apiFields = apiType.getFields();
        for (const [field, { type }] of Object.entries(liveType.getFields())) {
          expect([name, field, String(type)]).toEqual([name, field, String(apiFields[field]?.type)]);
        }
      } else if (!isScalarType(liveType) || !isScalarType(apiType)) {
        throw new Error(`${name} is not the same kind of type in both schemas`);
      }
    }
  });
});
