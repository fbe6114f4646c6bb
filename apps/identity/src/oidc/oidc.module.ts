import { Module } from '@nestjs/common';
import { AppearanceModule } from '../appearance/appearance.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { SignInRepository } from '../sign-in/sign-in.repository.js';
import { SignInService } from '../sign-in/sign-in.service.js';
import { SecondStepsRepository } from '../two-factor/second-steps.repository.js';
import { TwoFactorRepository } from '../two-factor/two-factor.repository.js';
import { TwoFactorService } from '../two-factor/two-factor.service.js';
import { OidcController } from './oidc.controller.js';
import { OidcRepository } from './oidc.repository.js';
import { OidcService } from './oidc.service.js';
import { SigningKeyRepository } from './signing-key.repository.js';
import { TokenSigner } from './token-signer.js';

/** The OpenID Connect provider's HTTP side. */
@Module({
  imports: [SessionsModule, AppearanceModule],
  controllers: [OidcController],
  providers: [
    OidcService,
    OidcRepository,
    TokenSigner,
    SigningKeyRepository,
    SignInService,
    SignInRepository,
    TwoFactorService,
    TwoFactorRepository,
    SecondStepsRepository,
  ],
})
export class OidcModule {}
