import { describe, expect, it } from 'vitest';
import { isGatewayPath } from './gateway-paths';

describe('isGatewayPath', () => {
  it("tells the gateway's paths from the app's routes by whole segment", () => {
    expect(isGatewayPath('/graphql')).toBe(true);
    expect(isGatewayPath('/realms/liggeey/protocol/openid-connect/auth')).toBe(true);
    expect(isGatewayPath('/files/avatars/u/1_a.webp')).toBe(true);
    expect(isGatewayPath('/payments')).toBe(true);
    expect(isGatewayPath('/payment-confirmation')).toBe(false);
    expect(isGatewayPath('/healthcare')).toBe(false);
    expect(isGatewayPath('/faq')).toBe(false);
    expect(isGatewayPath('/')).toBe(false);
  });
});
