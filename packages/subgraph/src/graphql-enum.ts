import { type EnumOptions, registerEnumType } from '@nestjs/graphql';

/** Registers string values as a GraphQL enum whose names are the values themselves; answers its object. */
export function graphqlEnum<T extends string>(values: readonly T[], options: EnumOptions<{ [K in T]: K }>) {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as { [K in T]: K };
  registerEnumType(enumObject, options);
  return enumObject;
}
