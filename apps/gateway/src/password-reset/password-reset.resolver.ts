import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { type Actor, IdentityPasswordResetRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { type GatewayRequest } from '../auth/request-actor.js';
import { PasswordResetRequested } from './password-reset.types.js';

/** "Mot de passe oublié ?": identity sends the link, limits the requests and sets the password. */
@Resolver()
export class PasswordResetResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Mutation(() => PasswordResetRequested, {
    description:
      'E-mails a single-use reset link (1 hour) if an account uses the address; same answer otherwise.',
  })
  requestPasswordReset(
    @Args('email') email: string,
    @Context('req') request: GatewayRequest,
    @CurrentActor() actor: Actor | null,
  ): Promise<PasswordResetRequested> {
    // Identity counts the requests per address and per network address (the client's, behind
    // TRUST_PROXY), on top of the gateway's own per-client budget.
    return this.rpc.request(IdentityPasswordResetRpc.request, { email, ip: request.ip }, { actor });
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Sets a new password with the link of the reset e-mail; ends every session of the account.',
  })
  async resetPassword(
    @Args('token') token: string,
    @Args('password') password: string,
    @CurrentActor() actor: Actor | null,
  ): Promise<boolean> {
    await this.rpc.request(IdentityPasswordResetRpc.complete, { token, password }, { actor });
    return true;
  }
}
