const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id sent by a client can be a row's id (another is simply not found). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
