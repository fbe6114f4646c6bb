import { GraphQLObjectType, GraphQLSchema, GraphQLString, execute, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectsField } from './field-selection.js';

const item = new GraphQLObjectType({
  name: 'Item',
  fields: { id: { type: GraphQLString }, extra: { type: GraphQLString } },
});

/** Runs `query` and answers what `selectsField(info, ['item', 'extra'])` said in the root resolver. */
async function asksForExtra(query: string): Promise<boolean> {
  let seen: boolean | undefined;
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        page: {
          type: new GraphQLObjectType({ name: 'Page', fields: { item: { type: item } } }),
          resolve: (_source, _args, _context, info) => {
            seen = selectsField(info, ['item', 'extra']);
            return { item: { id: '1', extra: 'x' } };
          },
        },
      },
    }),
  });
  const result = await execute({ schema, document: parse(query) });
  expect(result.errors).toBeUndefined();
  return seen ?? false;
}

describe('selectsField', () => {
  it('finds a nested field asked for directly', async () => {
    expect(await asksForExtra('{ page { item { id extra } } }')).toBe(true);
  });

  it('answers false when only other fields are asked for', async () => {
    expect(await asksForExtra('{ page { item { id } } }')).toBe(false);
  });

  it('looks through named and inline fragments', async () => {
    expect(await asksForExtra('{ page { item { ...F } } } fragment F on Item { extra }')).toBe(true);
    expect(await asksForExtra('{ page { ... on Page { item { ... on Item { extra } } } } }')).toBe(true);
    expect(await asksForExtra('{ page { item { ...F } } } fragment F on Item { id }')).toBe(false);
  });
});
