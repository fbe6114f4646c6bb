import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../graphql/client';
import { failureToastOptions } from './failure-toast';

describe('failureToastOptions', () => {
  it('maps a server code to the catalogue text', () => {
    expect(failureToastOptions(new GraphQLRequestError('RATE_LIMITED', 'raw'), { title: 'Erreur' })).toEqual({
      variant: 'destructive',
      title: 'Erreur',
      description: 'Trop de requêtes. Veuillez patienter un instant avant de réessayer.',
    });
  });

  it("prefers the screen's own text for a code, then its fallback", () => {
    const options = {
      title: 'Erreur',
      messages: { NETWORK_ERROR: 'Serveur injoignable.' },
      fallback: 'Échec.',
    };

    expect(failureToastOptions(new GraphQLRequestError('NETWORK_ERROR', 'x'), options).description).toBe(
      'Serveur injoignable.',
    );
    expect(failureToastOptions(new GraphQLRequestError('FORBIDDEN', 'x'), options).description).toBe(
      'Échec.',
    );
  });

  it('treats an unknown failure as INTERNAL', () => {
    expect(failureToastOptions(new Error('boom'), { title: 'Erreur' }).description).toBe(
      'Une erreur est survenue.',
    );
    expect(failureToastOptions(new GraphQLRequestError('WEIRD', 'x'), { title: 'Erreur' }).description).toBe(
      'Une erreur est survenue.',
    );
  });
});
