import { metricsRegistry } from '@liggeey/service-kit';
import { Counter } from 'prom-client';

/**
 * Every movement asked of the journal, by kind (spend, purchase, refund…) and outcome: `created`,
 * `replayed` (same key, same parameters), or the refusals `insufficient`, `mismatch` and
 * `already_reversed`.
 */
export const ledgerMovements = new Counter({
  name: 'liggeey_ledger_movements_total',
  help: 'Credit movements asked of the ledger, by kind and outcome.',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});
