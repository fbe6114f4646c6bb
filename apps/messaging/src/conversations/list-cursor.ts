import { ErrorCode } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { type ListCursor } from './conversations.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's cursor: the last row's activity time and id, so rows with the same time are not skipped. */
export function encodeListCursor(row: ListCursor): string {
  return `${row.lastActivityAt.toISOString()}_${row.id}`;
}

export function decodeListCursor(cursor: string): ListCursor {
  const [time, id] = cursor.split('_');
  const lastActivityAt = new Date(time ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(lastActivityAt.getTime())) {
    throw new DomainException(ErrorCode.ValidationFailed, 'Curseur de pagination invalide.');
  }
  return { lastActivityAt, id };
}
