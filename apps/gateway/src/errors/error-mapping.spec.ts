import { ErrorCode } from '@liggeey/contracts';
import { DomainException, RpcCallError } from '@liggeey/service-kit';
import { describe, expect, it } from 'vitest';
import { mapError, statusOf } from './error-mapping.js';

describe('gateway error mapping', () => {
  it('keeps a service error code and its French message', () => {
    const error = new RpcCallError(ErrorCode.NotFound, 'Profil introuvable', 'profiles.get');

    expect(mapError(error)).toEqual({ code: 'NOT_FOUND', message: 'Profil introuvable', status: 404 });
  });

  it('passes validation details to the client, and no other details', () => {
    const invalid = new DomainException(ErrorCode.ValidationFailed, undefined, { field: 'email' });
    const unavailable = new RpcCallError(
      ErrorCode.ServiceUnavailable,
      'Le service jobs ne répond pas.',
      'jobs.x',
      {
        reason: 'timeout',
      },
    );

    expect(mapError(invalid).details).toEqual({ field: 'email' });
    expect(mapError(unavailable).details).toBeUndefined();
    expect(mapError(unavailable).status).toBe(503);
  });

  it('hides unexpected errors behind INTERNAL', () => {
    expect(mapError(new TypeError('secret stack detail'))).toEqual({
      code: 'INTERNAL',
      message: 'Une erreur est survenue.',
      status: 500,
    });
  });

  it('gives every error code an HTTP status', () => {
    for (const code of Object.values(ErrorCode)) expect(statusOf(code)).toBeGreaterThanOrEqual(400);
  });
});
