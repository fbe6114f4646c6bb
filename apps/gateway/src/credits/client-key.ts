import { ErrorCode, clientKeySchema, validationMessage } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';

/** The key the web sends once per click, checked before the gateway builds a ledger key from it. */
export function checkedClientKey(clientKey: string): string {
  const parsed = clientKeySchema.safeParse(clientKey);
  if (!parsed.success) throw new DomainException(ErrorCode.ValidationFailed, validationMessage(parsed.error));
  return parsed.data;
}
