/** The back-end services behind the gateway; each one is a NATS queue group of the same name. */
export const SERVICE_NAMES = [
  'identity',
  'profiles',
  'jobs',
  'feed',
  'messaging',
  'ledger',
  'payments',
  'assistant',
] as const;

export type ServiceName = (typeof SERVICE_NAMES)[number];
