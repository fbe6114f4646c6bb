// Reads `npm audit --json` for CI: fails on high or critical advisories of the production
// dependencies; says plainly when the registry's advisory service cannot be reached.
const SERIOUS = new Set(['high', 'critical']);

/**
 * The verdict on one `npm audit --omit=dev --json` report:
 * - `vulnerable` with the serious advisories (package, severity, title),
 * - `unreachable` when npm could not ask the registry (a mirror without the audit endpoint
 *   answers 405): nothing was checked, which CI reports rather than calling the tree clean,
 * - `clean` otherwise.
 */
export function auditVerdict(report) {
  if (report.statusCode !== undefined || report.error !== undefined) {
    return { result: 'unreachable', reason: report.message ?? report.error?.summary ?? 'erreur inconnue' };
  }
  const serious = Object.values(report.vulnerabilities ?? {})
    .filter((vulnerability) => SERIOUS.has(vulnerability.severity))
    .map((vulnerability) => ({
      name: vulnerability.name,
      severity: vulnerability.severity,
      titles: (vulnerability.via ?? []).filter((via) => typeof via === 'object').map((via) => via.title),
    }));
  return serious.length > 0 ? { result: 'vulnerable', serious } : { result: 'clean' };
}
