import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.js';
import { httpListenerConfigSchema } from './hybrid-service.js';

describe('httpListenerConfigSchema', () => {
  it("listens on loopback at the service's port and trusts a loopback proxy by default", () => {
    expect(loadConfig(httpListenerConfigSchema(8081), {})).toEqual({
      HOST: '127.0.0.1',
      HTTP_PORT: 8081,
      HTTP_TRUST_PROXY: ['loopback'],
    });
  });

  it('takes the port and proxy trust from the environment', () => {
    const config = loadConfig(httpListenerConfigSchema(8081), {
      HTTP_PORT: '9000',
      HTTP_TRUST_PROXY: '10.1.0.0/16, 172.28.0.11',
    });
    expect(config).toMatchObject({ HTTP_PORT: 9000, HTTP_TRUST_PROXY: ['10.1.0.0/16', '172.28.0.11'] });
  });

  it('refuses to trust every hop', () => {
    expect(() => loadConfig(httpListenerConfigSchema(8081), { HTTP_TRUST_PROXY: 'true' })).toThrow(
      /HTTP_TRUST_PROXY/,
    );
  });

  it('names a bad port', () => {
    expect(() => loadConfig(httpListenerConfigSchema(8081), { HTTP_PORT: 'eighty' })).toThrow(/HTTP_PORT/);
  });
});
