import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  type ASTVisitor,
  type FieldNode,
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  OperationTypeNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** What the web app's deepest and largest documents need, with room; far below an attack's. */
export const QUERY_LIMITS = { aliases: 15, depth: 10, cost: 5_000, tokens: 2_000 } as const;

export const QUERY_TOO_COMPLEX_MESSAGE = 'Requête trop complexe. Veuillez la simplifier.';
export const ONE_MONEY_OPERATION_MESSAGE =
  'Une seule opération sur les crédits ou les paiements par requête.';

/**
 * Mutations that move credits or money: one per document, so a client always learns the outcome
 * of each (500 aliased spends in one request committed some and answered `data: null`).
 */
const MONEY_MUTATIONS = new Set([
  'spendCredits',
  'buyProduct',
  'boostJob',
  'boostMyProfile',
  'aiSuggestions',
  'startCreditPurchase',
  'confirmPayment',
  'adminCreditStuckPayments',
  'grantJobBoost',
  'grantProfileBoost',
]);

/** The fields a selection set runs at its own level, fragments (inline or named) opened. */
function fieldsOf(
  selectionSet: SelectionSetNode,
  context: ValidationContext,
  seen = new Set<string>(),
): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, context, seen);
    const name = selection.name.value;
    const fragment = seen.has(name) ? undefined : context.getFragment(name);
    seen.add(name);
    return fragment ? fieldsOf(fragment.selectionSet, context, seen) : [];
  });
}

function oneMoneyOperationRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation !== OperationTypeNode.MUTATION) return;
      const money = fieldsOf(operation.selectionSet, context).filter((field) =>
        MONEY_MUTATIONS.has(field.name.value),
      );
      if (money.length > 1) {
        context.reportError(new GraphQLError(ONE_MONEY_OPERATION_MESSAGE, { nodes: money }));
      }
    },
  };
}

/**
 * Validation rules beside the specification's: aliases, depth and cost bounded with one French
 * message, one money mutation per document, and no introspection in production (the web app is
 * built with the schema; nobody else needs to read it).
 */
export function queryLimitRules(production: boolean): ValidationRule[] {
  const refusal = { exposeLimits: false, errorMessage: QUERY_TOO_COMPLEX_MESSAGE };
  return [
    maxAliasesRule({ n: QUERY_LIMITS.aliases, ...refusal }),
    maxDepthRule({ n: QUERY_LIMITS.depth, ignoreIntrospection: true, ...refusal }),
    costLimitRule({ maxCost: QUERY_LIMITS.cost, ignoreIntrospection: true, ...refusal }),
    oneMoneyOperationRule,
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}
