import { afterEach, expect } from 'vitest';
import { takeRefusedDocuments } from './refused-documents.js';

// Fails the test during which the web app sent the gateway a request it refused; the test file's
// own clean-up (browsers, stack) still runs.
afterEach(async () => {
  expect(await takeRefusedDocuments(), 'GraphQL requests of the web app refused by the gateway').toEqual([]);
});
