export interface LoginAttemptRow {
  id: string;
  email: string;
  ip: string;
  success: boolean;
  reason?: string | null;
  createdAt: string;
}

const REASON_LABELS: Record<string, string> = {
  invalid_credentials: 'Identifiants incorrects',
  rate_limited: 'Trop de tentatives',
  email_not_confirmed: 'Email non confirmé',
  account_suspended: 'Compte suspendu',
  admin_only: 'Accès administrateur refusé',
  // A success: a device that signed in before, let through a lockout or a slowed-down address.
  known_device: 'Appareil reconnu',
  // A success of the password step only: the authenticator's code is still to come.
  password_verified: 'Mot de passe vérifié, code demandé',
  invalid_code: 'Code de vérification invalide',
  reused_code: 'Code de vérification déjà utilisé',
};

/** The French label of a known reason; an unknown one is shown as the server sent it. */
export function reasonLabel(reason: string | null | undefined): string {
  if (!reason) return '';
  return REASON_LABELS[reason] ?? reason;
}

export function formatAttemptDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('fr-FR');
}

/** Keeps the attempts whose email or IP contains the search term (case-insensitive). */
export function filterAttempts<T extends LoginAttemptRow>(rows: readonly T[], search: string): T[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...rows];
  return rows.filter((row) => row.email.toLowerCase().includes(term) || row.ip.toLowerCase().includes(term));
}
