import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields selected under the field being resolved, through inline fragments and
 * fragment spreads alike, so a resolver can skip reading what nobody asked for. Directives
 * (@skip, @include) are not weighed: a field they may leave out counts as selected.
 */
export function selectedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visited = new Set<string>();
  const collect = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        collect(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) collect(node.selectionSet);
  return names;
}
