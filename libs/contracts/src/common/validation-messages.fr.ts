import { z } from 'zod';

const GENERIC = 'Les données envoyées ne sont pas valides.';

/**
 * Zod's messages in plain French, for every schema that does not give its own: a person calling
 * the API with bad input learns what is wrong ("ne doit pas dépasser 500 caractères") instead of
 * reading zod's technical English. Kept short and free of internals.
 */
function frenchMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string')
        return `Ce texte ne doit pas dépasser ${String(issue.maximum)} caractères.`;
      if (issue.origin === 'number') return `La valeur ne doit pas dépasser ${String(issue.maximum)}.`;
      if (issue.origin === 'array') return `Pas plus de ${String(issue.maximum)} éléments.`;
      return GENERIC;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return 'Veuillez remplir tous les champs.';
      if (issue.origin === 'string')
        return `Ce texte doit contenir au moins ${String(issue.minimum)} caractères.`;
      if (issue.origin === 'number') return `La valeur doit être au moins ${String(issue.minimum)}.`;
      return GENERIC;
    case 'invalid_format':
      if (issue.format === 'email') return 'Veuillez saisir une adresse e-mail valide.';
      if (issue.format === 'url') return 'Veuillez saisir une adresse web valide.';
      return GENERIC;
    default:
      return GENERIC;
  }
}

z.config({ customError: frenchMessage });

/** The message of a failed validation: the first problem found, in French. */
export function validationMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? GENERIC;
}
