import { ErrorCode } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';

/** The client's key, prefixed with the kind and the account, must fit the ledger's 100 characters. */
const CLIENT_KEY_MIN = 8;
const CLIENT_KEY_MAX = 48;
const CLIENT_KEY_MESSAGE = "La clé d'idempotence doit contenir entre 8 et 48 caractères.";

/** The key the web sends once per click, checked before it goes into a ledger key. */
export function checkedClientKey(clientKey: string): string {
  if (clientKey.length < CLIENT_KEY_MIN || clientKey.length > CLIENT_KEY_MAX) {
    throw new DomainException(ErrorCode.ValidationFailed, CLIENT_KEY_MESSAGE);
  }
  return clientKey;
}
