import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * Whether the query asks for the field at `path` below the current field (`['items', 'myApplication']`),
 * through fragments too: lets a resolver skip a downstream call nobody asked for.
 */
export function selectsField(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  return info.fieldNodes.some((node) => node.selectionSet && selects(node.selectionSet, path, info));
}

function selects(set: SelectionSetNode, path: readonly string[], info: GraphQLResolveInfo): boolean {
  const [name, ...rest] = path;
  return set.selections.some((selection) => {
    switch (selection.kind) {
      case Kind.FIELD:
        if (selection.name.value !== name) return false;
        return rest.length === 0 || (!!selection.selectionSet && selects(selection.selectionSet, rest, info));
      case Kind.INLINE_FRAGMENT:
        return selects(selection.selectionSet, path, info);
      case Kind.FRAGMENT_SPREAD: {
        const fragment = info.fragments[selection.name.value];
        return !!fragment && selects(fragment.selectionSet, path, info);
      }
    }
  });
}
