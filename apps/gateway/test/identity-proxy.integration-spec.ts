import { type AppProcess, freePort, startGateway } from '@liggeey/testing';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('gateway forwards /realms to identity', () => {
  const seen: Seen[] = [];
  let upstream: Server;
  let gateway: AppProcess;
  let url: string;

  beforeAll(async () => {
    // Records what reaches identity's HTTP port; the proxy itself is what this file tests.
    upstream = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(302, { location: '/login?challenge=abc', 'content-type': 'application/json' });
        response.end('{"ok":true}');
      });
    });
    const upstreamPort = await freePort();
    await new Promise<void>((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
    ({ app: gateway, url } = await startGateway(inject('infra'), {
      IDENTITY_HTTP_URL: `http://127.0.0.1:${upstreamPort}`,
    }));
  });

  afterAll(async () => {
    await gateway.stop();
    upstream.close();
  });

  it('passes method, path, query and body through, and answers with identity’s response', async () => {
    const response = await fetch(`${url}/realms/liggeey/protocol/openid-connect/token?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&code=c1',
      redirect: 'manual',
    });

    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?challenge=abc');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/realms/liggeey/protocol/openid-connect/token?x=1',
      body: 'grant_type=authorization_code&code=c1',
    });
  });

  it('tells identity the caller’s address', async () => {
    await fetch(`${url}/realms/liggeey/.well-known/openid-configuration`);

    expect(seen.at(-1)?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});
