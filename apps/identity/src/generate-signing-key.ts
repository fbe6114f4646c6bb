import { exportJWK, generateKeyPair } from 'jose';
import { randomUUID } from 'node:crypto';

// Prints a new private ES256 signing key as a JWK with its kid, for the OIDC_SIGNING_KEYS_FILE JWKS
// (k8s/README.md, "Signing keys"):  node apps/identity/dist/generate-signing-key.js
const { privateKey } = await generateKeyPair('ES256', { extractable: true });
console.log(
  JSON.stringify({ ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256', use: 'sig' }),
);
