import fastifyCookie from '@fastify/cookie';
import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { AccountModule } from './account/account.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AccountSecurityModule } from './account-security/account-security.module.js';
import { type IdentityConfig, identityConfigSchema } from './config/identity-config.js';
import { HousekeepingModule } from './housekeeping/housekeeping.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { OidcModule } from './oidc/oidc.module.js';
import { PasswordResetModule } from './password-reset/password-reset.module.js';
import { SecurityModule } from './security/security.module.js';
import { SignUpModule } from './sign-up/sign-up.module.js';

await bootstrapService({
  name: 'identity',
  prismaClient: PrismaClient,
  configSchema: identityConfigSchema,
  imports: [
    EventsModule.forRoot('identity'),
    OidcModule,
    SignUpModule,
    PasswordResetModule,
    SecurityModule,
    AuditModule,
    AccountModule,
    AccountSecurityModule,
    HousekeepingModule,
  ],
  http: {
    defaultPort: 8081,
    configure: async (app, config: IdentityConfig) => {
      // keycloak-js calls token, logout and certs with fetch from the web origins.
      const origins = [config.WEB_URL, ...config.OIDC_REDIRECT_URIS].map((uri) => new URL(uri).origin);
      app.enableCors({ origin: [...new Set(origins)], credentials: true });
      // The browser session's cookie (LIGGEEY_SSO), read and set by the OIDC endpoints.
      await app.register(fastifyCookie);
    },
  },
});
