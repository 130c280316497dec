import { registerEnumType } from '@nestjs/graphql';
import { MatchesTypes } from '../graphql-types';

/** Registers a list of string values as a GraphQL enum whose names are the values themselves. */
export function graphqlEnum<T extends string>(values: readonly T[], name: string, description?: string) {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
  registerEnumType(enumObject, { name, description, registerIn: MatchesTypes });
  return enumObject;
}
