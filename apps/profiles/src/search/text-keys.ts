import { type ParsedQuery } from '@liggeey/service-kit';
import { NAME_WORDS, type WorkerQuery } from './worker-search.statements.js';

/**
 * What a text may be whole, as `profiles.name_key` writes it: a full name, from two to NAME_WORDS
 * words ('fatou sarr'), and the professions whose every worker matches it (`tradeKeys`): the text
 * typed whole ('peintre en batiment'), and each alternative of a text that is one thing asked for
 * ('site internet' → 'developpeur web'), whose words a worker's profession holds. With several things
 * asked for ('taxi Diatta'), an alternative of one is not a match of the others.
 */
export function textKeys(parsed: ParsedQuery): Pick<WorkerQuery, 'fullName' | 'tradeKeys'> {
  const { words, groups } = parsed;
  const fullName = words.length >= 2 && words.length <= NAME_WORDS ? words.join(' ') : null;
  const [only, ...others] = groups;
  const alternatives = only && others.length === 0 ? only.alternatives.map((each) => each.join(' ')) : [];
  return { fullName, tradeKeys: [...new Set([...(fullName ? [fullName] : []), ...alternatives])] };
}
