// Every GraphQL resolver method and HTTP route of the gateway must say who may call it
// (@Public, @SignedIn or @Roles). The guard refuses undecorated methods at run time; this
// rule makes the omission fail in CI before anyone notices a 403.
const ENDPOINT = new Set([
  'Query',
  'Mutation',
  'Subscription',
  'ResolveField',
  'Get',
  'Post',
  'Put',
  'Patch',
  'Delete',
  'All',
]);
const ACCESS = new Set(['Public', 'SignedIn', 'Roles']);

const decoratorName = (decorator) => {
  const expression = decorator.expression;
  if (expression.type === 'CallExpression' && expression.callee.type === 'Identifier')
    return expression.callee.name;
  if (expression.type === 'Identifier') return expression.name;
  return undefined;
};

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Require an access decorator on every resolver and route handler' },
    messages: {
      missing: "'{{name}}' is an endpoint (@{{endpoint}}) without @Public(), @SignedIn() or @Roles(...).",
      several: "'{{name}}' declares more than one access rule.",
    },
    schema: [],
  },
  create(context) {
    return {
      MethodDefinition(node) {
        const names = (node.decorators ?? []).map(decoratorName).filter(Boolean);
        const endpoint = names.find((name) => ENDPOINT.has(name));
        if (!endpoint) return;
        const access = names.filter((name) => ACCESS.has(name));
        const name = node.key.type === 'Identifier' ? node.key.name : '(computed)';
        if (access.length === 0)
          context.report({ node: node.key, messageId: 'missing', data: { name, endpoint } });
        if (access.length > 1) context.report({ node: node.key, messageId: 'several', data: { name } });
      },
    };
  },
};
