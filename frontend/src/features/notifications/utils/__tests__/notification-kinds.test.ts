import { describe, expect, it } from '@jest/globals';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import apiSchema from '../../../../../../gateway/api-schema.graphql?raw';
import { notificationKinds } from '@/features/notifications/utils/notification-kinds';

describe('notification kinds', () => {
  it("should name every kind of the schema, in its order, with the schema's own description", () => {
    const kinds = buildSchema(apiSchema).getType('NotificationKind') as GraphQLEnumType;

    expect(Object.entries(notificationKinds).map(([kind, { description }]) => [kind, description])).toEqual(
      kinds.getValues().map(({ name, description }) => [name, description]),
    );
  });
});
