import { stringify } from 'csv-stringify';
import { Readable, type Transform, pipeline } from 'node:stream';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/**
 * A CSV a French spreadsheet opens right (UTF-8 with a byte order mark, `;` between fields,
 * CRLF lines), written as the rows arrive: the rows are pulled one batch at a time and only
 * when the client has read what came before, so memory stays flat however long the list.
 */
export function csvStream<T>(
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<readonly T[]>,
): Transform {
  const csv = stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns: columns.map((column) => column.header),
  });
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((column) => column.value(row) ?? '');
    }
  }
  // A failing batch ends the download with an error instead of a truncated file that looks complete.
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
}

/** Pages through an offset-paged admin list, newest first, until a short page. */
export async function* pagesOf<T>(
  load: (page: number) => Promise<{ items: readonly T[]; pageSize: number }>,
): AsyncGenerator<readonly T[]> {
  for (let page = 1; ; page += 1) {
    const { items, pageSize } = await load(page);
    if (items.length > 0) yield items;
    if (items.length < pageSize) return;
  }
}

/** Follows an export cursor until the service says there is nothing after it. */
export async function* batchesOf<T>(
  load: (after: string | null) => Promise<{ items: readonly T[]; next: string | null }>,
): AsyncGenerator<readonly T[]> {
  let after: string | null = null;
  do {
    const { items, next }: { items: readonly T[]; next: string | null } = await load(after);
    if (items.length > 0) yield items;
    after = next;
  } while (after !== null);
}
