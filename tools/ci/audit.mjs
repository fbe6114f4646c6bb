#!/usr/bin/env node
// CI step: `npm audit --omit=dev --audit-level=high` on the production dependencies.
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './src/audit.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
const verdict = auditVerdict(JSON.parse(run.stdout || '{}'));
if (verdict.result === 'vulnerable') {
  console.error('Dépendances de production avec des failles graves :');
  for (const { name, severity, titles } of verdict.serious) {
    console.error(`- ${name} (${severity}) : ${titles.join(' ; ') || 'voir npm audit'}`);
  }
  process.exit(1);
}
console.log(
  verdict.result === 'clean'
    ? 'Audit des dépendances de production : aucune faille grave.'
    : `Audit des dépendances impossible : le registre n'a pas répondu (${verdict.reason}). Rien n'a été vérifié.`,
);
