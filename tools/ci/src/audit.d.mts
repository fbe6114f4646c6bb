export type AuditVerdict =
  | { result: 'clean' }
  | { result: 'unreachable'; reason: string }
  | { result: 'vulnerable'; serious: { name: string; severity: string; titles: string[] }[] };
export function auditVerdict(report: unknown): AuditVerdict;
