import { EventsModule, bootstrapService } from '@liggeey/service-kit';
import { AccountModule } from './account/account.module.js';
import { type IdentityConfig, identityConfigSchema } from './config/identity-config.js';
import { HousekeepingModule } from './housekeeping/housekeeping.module.js';
import { PrismaClient } from './generated/prisma/client.js';
import { OidcModule } from './oidc/oidc.module.js';
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
    SecurityModule,
    AccountModule,
    HousekeepingModule,
  ],
  http: {
    defaultPort: 8081,
    configure: (app, config: IdentityConfig) => {
      // keycloak-js calls token, logout and certs with fetch from the web origins.
      const origins = [config.WEB_URL, ...config.OIDC_REDIRECT_URIS].map((uri) => new URL(uri).origin);
      app.enableCors({ origin: [...new Set(origins)], credentials: true });
    },
  },
});
