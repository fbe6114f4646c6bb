import { ErrorCode } from '@liggeey/contracts';
import { DomainException } from '@liggeey/service-kit';
import { isUuid } from './access.js';

/** Where a page stopped: the (created_at, id) of its last row, the order of the index. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

const INVALID_CURSOR = 'Position de page invalide.';

export function encodeCursor({ createdAt, id }: Cursor): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

/** Null for the first page; a cursor this service did not make is refused. */
export function decodeCursor(value: string | null): Cursor | null {
  if (value === null) return null;
  const [time, id] = Buffer.from(value, 'base64url').toString().split('|');
  const createdAt = new Date(time ?? '');
  if (!id || !isUuid(id) || Number.isNaN(createdAt.getTime())) {
    throw new DomainException(ErrorCode.ValidationFailed, INVALID_CURSOR);
  }
  return { createdAt, id };
}

/** The page is read one row further than asked: that row only tells whether another page follows. */
export function pageOf<R extends { created_at: Date; id: string }, T>(
  rows: R[],
  size: number,
  toDto: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map(toDto),
    nextCursor: rows.length > size && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}
