import { generateSecret, generateURI, verify } from 'otplib';

/** The name the authenticator application shows above the codes. */
export const TOTP_ISSUER = 'Liggeey';
/** RFC 6238's defaults, which every authenticator application reads from the URI. */
const PERIOD_SECONDS = 30;
/**
 * One time step either side: a phone's clock a little off, or a code typed as it changes. A code is
 * still accepted only once (`lastUsedStep`).
 */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` URI the QR code carries. */
export function totpUri(secret: string, accountEmail: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret });
}

/** The time step the six digits belong to, or null when they match none near the present. */
export async function matchingTimeStep(secret: string, token: string): Promise<number | null> {
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
