/**
 * Spec §9: what the paid features cost in credits and, for a boost, how long it lasts. The server
 * charges these amounts; the web shows them (imported as `@liggeey/contracts/paid-features`).
 */
export const JOB_BOOST = { credits: 100, days: 7 } as const;
export const PROFILE_BOOST = { credits: 50, days: 7 } as const;
export const AI_SUGGESTION = { credits: 10, description: "Consultation IA 'Voir plus'" } as const;
