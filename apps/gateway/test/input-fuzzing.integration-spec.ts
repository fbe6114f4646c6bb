import fc from 'fast-check';
import {
  type GraphQLInputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import {
  type Backend,
  type SignedInPerson,
  freePort,
  graphql,
  signedInPerson,
  startBackend,
} from '@liggeey/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Role,
  ROLES,
  operationDocument,
  schemaOperations,
  servedSchema,
} from './authorization-matrix.js';

const PASSWORD = 'Kolda-Fuzz-2026!';
const SCHEMA_FILE = new URL('../schema.gql', import.meta.url);
const RUNS_PER_CALLER = 12;
/** They end the caller's own sessions: the following calls would all be refused as signed out. */
const SKIPPED = new Set(['Mutation.endAllSessions', 'Mutation.endSession']);

/** Texts people and scripts send: control characters, right-to-left marks, emoji, huge and empty. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\u0007',
      '\u001b',
      '\u202e',
      '\u200f',
      '🚀',
      'é',
      '<',
      '%',
      '_',
      '\\',
      "'",
      '"',
    ),
    maxLength: 20,
  }),
  fc.constantFrom(
    '',
    '   ',
    'a'.repeat(20_000),
    '\u202Eelbmah\u202C',
    '😀'.repeat(2_000),
    '<script>alert(1)</script>',
  ),
);
const hostileInt = fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648));

/** Bytes that pretend to be a file: random, truncated images, polyglots, SVG with script. */
const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const hostileFile = fc.oneof(
  fc.uint8Array({ maxLength: 4_096 }).map((bytes) => Buffer.from(bytes)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([PNG_HEADER, Buffer.from(bytes)])),
  fc.constantFrom(
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.concat([Buffer.from('%PDF-1.4\n'), PNG_HEADER, Buffer.from('<html><script>alert(1)</script>')]),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<?php echo 1; ?>')]),
  ),
);
const hostileFileName = fc.oneof(
  fc.constantFrom('photo.jpg', 'photo.png', 'image.webp', 'cv.pdf', 'dessin.svg', '../../etc/passwd.jpg'),
  fc.constantFrom('..\\..\\win.ini.png', 'photo.jpg\u0000.exe', '.jpg', 'a'.repeat(300) + '.png'),
  hostileText.map((name) => `${name}.jpg`),
);

/** Any value the argument's type admits, hostile where it can be. */
function arbitraryOf(type: GraphQLInputType): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitraryOf(type.ofType);
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(arbitraryOf(type.ofType), { maxLength: 4 });
    if (isEnumType(type))
      return fc.constantFrom(...type.getValues().map((enumValue) => enumValue.value as unknown));
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((field) => [field.name, arbitraryOf(field.type)])), {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      });
    }
    if (isScalarType(type)) {
      switch (type.name) {
        case 'Int':
          return hostileInt;
        case 'Float':
          return fc.double({ noNaN: true, noDefaultInfinity: true });
        case 'Boolean':
          return fc.boolean();
        case 'ID':
          return fc.oneof(fc.uuid(), hostileText);
        default:
          return hostileText;
      }
    }
    throw new Error(`No arbitrary for ${String(type)}`);
  })();
  return value;
}

/**
 * Property-based fuzzing of every mutation's inputs (issue 21): each is called by each kind of
 * member with generated hostile values, and must answer with data or an error that has a code and
 * a message, never INTERNAL nor an HTTP 5xx.
 */
describe('fuzzing every mutation with hostile inputs', () => {
  let backend: Backend;
  let db: pg.Client;
  let callers: Record<Role, SignedInPerson>;
  let inputsSent = 0;

  beforeAll(async () => {
    const infra = inject('infra');
    backend = await startBackend(infra, {
      label: 'input-fuzzing',
      env: {
        RATE_LIMIT_PER_MINUTE: '100000',
        FLUTTERWAVE_BASE_URL: `http://127.0.0.1:${await freePort()}`,
      },
    });
    db = new pg.Client({ connectionString: backend.database.url });
    await db.connect();
    const person = (type: Role, fullName: string) =>
      signedInPerson(backend, db, infra.natsUrl, {
        type,
        fullName,
        profession: type === 'worker' ? 'Plombier' : null,
        password: PASSWORD,
      });
    callers = {
      worker: await person('worker', 'Samba Fuzz'),
      employer: await person('employer', 'Binta Fuzz'),
      admin: await person('admin', 'Lamine Fuzz'),
    };
  }, 90_000);

  afterAll(async () => {
    await db.end();
    await backend.stop();
  });

  it('answers every generated input with data or a coded French error', async () => {
    const schema = await servedSchema(backend.gatewayUrl, SCHEMA_FILE);
    const mutations = schemaOperations(schema).filter(
      (operation) => operation.kind === 'mutation' && !SKIPPED.has(operation.key),
    );
    const failures: string[] = [];

    for (const operation of mutations) {
      const args = fc.record(
        Object.fromEntries(operation.field.args.map((arg) => [arg.name, arbitraryOf(arg.type)])),
        {
          requiredKeys: operation.field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => arg.name),
        },
      );
      for (const role of ROLES) {
        const caller = callers[role];
        try {
          await fc.assert(
            fc.asyncProperty(args, async (variables) => {
              inputsSent += 1;
              const result = await graphql(backend.gatewayUrl, operationDocument(operation, variables), {
                variables,
                headers: caller.headers,
              });
              expect(result.status).toBeLessThan(500);
              for (const error of result.errors ?? []) {
                expect(typeof error.extensions?.code).toBe('string');
                expect(error.extensions?.code).not.toBe('INTERNAL');
                expect(error.message.length).toBeGreaterThan(0);
              }
            }),
            { numRuns: RUNS_PER_CALLER, endOnFailure: true },
          );
        } catch (error) {
          failures.push(`${operation.key} as ${role}: ${String(error).slice(0, 600)}`);
        }
      }
    }

    console.info(
      `input fuzzing: ${mutations.length} mutations × ${ROLES.length} callers, ${inputsSent} inputs sent`,
    );
    expect(failures).toEqual([]);
  }, 600_000);

  it.each(['avatar', 'cover', 'cv', 'portfolio', 'post'])(
    'refuses or stores every generated file sent to /uploads/%s, never with a server error',
    async (kind) => {
      let filesSent = 0;
      await fc.assert(
        fc.asyncProperty(hostileFile, hostileFileName, async (bytes, name) => {
          filesSent += 1;
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(bytes)]), name);
          const response = await fetch(`${backend.gatewayUrl}/uploads/${kind}`, {
            method: 'POST',
            headers: callers.worker.headers,
            body: form,
          });
          const body = (await response.json()) as { code?: unknown; message?: unknown; url?: unknown };
          expect(response.status).toBeLessThan(500);
          if (response.ok) expect(typeof body.url).toBe('string');
          else
            expect(body).toMatchObject({
              code: expect.any(String) as unknown,
              message: expect.any(String) as unknown,
            });
        }),
        { numRuns: 25 },
      );
      expect(filesSent).toBe(25);
    },
    120_000,
  );
});
