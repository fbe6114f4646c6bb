import { metricsRegistry } from '@liggeey/service-kit';
import { Counter } from 'prom-client';

/** `credited`, `flagged` (the charge does not pay the intent), `held` (for an operator), `failed`, `cancelled`. */
export const paymentsSettled = new Counter({
  name: 'liggeey_payments_settled_total',
  help: 'Payments brought to an end state by settlement, by outcome.',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});
