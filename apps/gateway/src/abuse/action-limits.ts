/** A budget of attempts over a window, counted per account or per network address. */
export interface Budget {
  points: number;
  seconds: number;
}

export interface ActionLimit {
  /** What the person is told, before the wait; French, ends with a full stop. */
  message: string;
  perAccount?: Budget;
  /**
   * Generous on purpose: behind a mobile carrier's NAT thousands of people share a few addresses,
   * so an address budget only stops scripts, never a busy neighbourhood.
   */
  perAddress?: Budget;
}

/**
 * Abuse limits of the write paths a script could flood (issue 21): above what any person does
 * by hand, well below what a spammer needs. Sign-in and password-reset requests are counted by
 * identity itself, the assistant's questions by the assistant; the gateway's per-client request
 * budget (rate-limit.ts) applies on top of all of them.
 */
export const ACTION_LIMITS = {
  signUp: {
    message: 'Trop de comptes créés depuis cette connexion.',
    perAddress: { points: 20, seconds: 600 },
  },
  passwordCheck: {
    message: 'Trop de tentatives avec le mot de passe.',
    perAccount: { points: 5, seconds: 900 },
  },
  contactMessage: {
    message: 'Trop de messages envoyés au support.',
    perAccount: { points: 5, seconds: 600 },
    perAddress: { points: 20, seconds: 600 },
  },
  newsletter: {
    message: "Trop d'inscriptions à la newsletter depuis cette connexion.",
    perAddress: { points: 20, seconds: 600 },
  },
  conversation: {
    message: 'Trop de nouvelles conversations en peu de temps.',
    perAccount: { points: 30, seconds: 3_600 },
  },
  message: {
    message: 'Trop de messages envoyés en peu de temps.',
    perAccount: { points: 60, seconds: 60 },
  },
  post: {
    message: 'Trop de publications en peu de temps.',
    perAccount: { points: 10, seconds: 600 },
  },
  comment: {
    message: 'Trop de commentaires en peu de temps.',
    perAccount: { points: 20, seconds: 60 },
  },
} satisfies Record<string, ActionLimit>;

export type LimitedAction = keyof typeof ACTION_LIMITS;

/** "dans 42 secondes", "dans 9 minutes": the wait the refusal announces. */
export function frenchWait(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1_000));
  if (seconds < 120) return `dans ${seconds} seconde${seconds > 1 ? 's' : ''}`;
  return `dans ${Math.ceil(seconds / 60)} minutes`;
}
