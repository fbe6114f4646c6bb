import { type KnowledgeRoleDto } from '@liggeey/contracts';
import { searchWords } from './question-text.js';

export interface MatchableEntry {
  id: string;
  keywords: readonly string[];
  responseTemplate: string;
  requiredRole: KnowledgeRoleDto;
}

/** Who asks: a visitor, or a signed-in person of that type. */
export type AskerRole = 'visitor' | 'worker' | 'employer' | 'admin';

/**
 * Spec §3 and its role rule: the first entry (in the given order) for everyone or for the asker's
 * own type with a keyword among the question's words longer than 2 characters. A keyword of
 * several words matches as a phrase. A visitor sees public entries only.
 */
export function matchKnowledge<E extends MatchableEntry>(
  question: string,
  role: AskerRole,
  entries: readonly E[],
): E | undefined {
  const words = new Set(searchWords(question));
  const phrase = ` ${searchWords(question).join(' ')} `;
  return entries.find(
    (entry) =>
      (entry.requiredRole === 'public' || entry.requiredRole === role) &&
      entry.keywords.some((keyword) => {
        const normalized = searchWords(keyword);
        if (normalized.length === 0) return false;
        return normalized.length === 1
          ? words.has(normalized[0] ?? '')
          : phrase.includes(` ${normalized.join(' ')} `);
      }),
  );
}

export interface Asker {
  firstName: string | null;
  credits: number | null;
  type: Exclude<AskerRole, 'visitor'> | null;
}

const TYPE_LABELS = { worker: 'professionnel', employer: 'employeur', admin: 'administrateur' } as const;

/**
 * Fills {prenom}, {credits} and {type} from the signed-in person. A visitor's answer never carries
 * anyone's data: an unknown value is left out with the space before it.
 */
export function fillTemplate(template: string, asker: Asker): string {
  const values: Record<string, string | null> = {
    prenom: asker.firstName,
    credits: asker.credits === null ? null : new Intl.NumberFormat('fr-FR').format(asker.credits),
    type: asker.type ? TYPE_LABELS[asker.type] : null,
  };
  return template
    .replace(/\s?\{(prenom|credits|type)\}/g, (placeholder: string, name: string) => {
      const value = values[name];
      return value === null || value === undefined ? '' : placeholder.replace(`{${name}}`, value);
    })
    .replace(/ {2,}/g, ' ')
    .trim();
}
