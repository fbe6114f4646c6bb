import { describe, expect, it } from 'vitest';
import { allowedRedirectUri, redirectWithParams } from './redirect-uri.js';

const ALLOWED = ['http://127.0.0.1:5173/', 'http://localhost:5173/'];

describe('allowedRedirectUri', () => {
  it('accepts an allow-listed URI, keeping its query and dropping its fragment', () => {
    expect(allowedRedirectUri('http://127.0.0.1:5173/', ALLOWED)).toBe('http://127.0.0.1:5173/');
    expect(allowedRedirectUri('http://localhost:5173/?tab=jobs#old', ALLOWED)).toBe(
      'http://localhost:5173/?tab=jobs',
    );
  });

  it.each([
    ['another path', 'http://127.0.0.1:5173/admin'],
    ['another port', 'http://127.0.0.1:5174/'],
    ['another host', 'http://evil.example/'],
    ['another scheme', 'https://127.0.0.1:5173/'],
    ['credentials', 'http://user@127.0.0.1:5173/'],
    ['a javascript URI', 'javascript:alert(1)'],
    ['garbage', 'not a url'],
    ['a look-alike host', 'http://127.0.0.1:5173.evil.example/'],
  ])('refuses %s', (_case, uri) => {
    expect(allowedRedirectUri(uri, ALLOWED)).toBeNull();
  });
});

describe('redirectWithParams', () => {
  const params = { state: 's', session_state: 'sid', code: 'c' };

  it('puts the result in the fragment', () => {
    expect(redirectWithParams('http://127.0.0.1:5173/?tab=jobs', params, 'fragment')).toBe(
      'http://127.0.0.1:5173/?tab=jobs#state=s&session_state=sid&code=c',
    );
  });

  it('or in the query, next to the query already there', () => {
    expect(redirectWithParams('http://127.0.0.1:5173/?tab=jobs', params, 'query')).toBe(
      'http://127.0.0.1:5173/?tab=jobs&state=s&session_state=sid&code=c',
    );
  });
});
