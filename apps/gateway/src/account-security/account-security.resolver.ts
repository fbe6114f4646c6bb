import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, IdentityAccountSecurityRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { type GatewayRequest } from '../auth/request-actor.js';
import { DeviceSession, EmailChangeRequested, PasswordChangeResult } from './account-security.types.js';
import { Limited } from '../abuse/limited.decorator.js';

/** The security section of /profile: identity owns passwords, addresses and browser sessions. */
@Resolver()
export class AccountSecurityResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @SignedIn()
  @Query(() => [DeviceSession], { description: 'The devices signed in to my account.' })
  async mySessions(
    @CurrentActor() actor: Actor,
    @Context('req') request: GatewayRequest,
  ): Promise<DeviceSession[]> {
    const { sessions } = await this.rpc.request(
      IdentityAccountSecurityRpc.listSessions,
      { currentSessionId: request.sessionId },
      { actor },
    );
    return sessions;
  }

  @SignedIn()
  @Limited('passwordCheck')
  @Mutation(() => PasswordChangeResult, {
    description: 'Changes my password (current one required); signs my other devices out.',
  })
  changePassword(
    @Args('currentPassword') currentPassword: string,
    @Args('newPassword') newPassword: string,
    @CurrentActor() actor: Actor,
    @Context('req') request: GatewayRequest,
  ): Promise<PasswordChangeResult> {
    return this.rpc.request(
      IdentityAccountSecurityRpc.changePassword,
      { currentPassword, newPassword, currentSessionId: request.sessionId },
      { actor },
    );
  }

  @SignedIn()
  @Limited('passwordCheck')
  @Mutation(() => EmailChangeRequested, {
    description: 'Mails a confirmation link to the new address (password required).',
  })
  requestEmailChange(
    @Args('password') password: string,
    @Args('newEmail') newEmail: string,
    @CurrentActor() actor: Actor,
  ): Promise<EmailChangeRequested> {
    return this.rpc.request(IdentityAccountSecurityRpc.requestEmailChange, { password, newEmail }, { actor });
  }

  @Public()
  @Mutation(() => String, {
    description: 'Confirms a new address with the link of its e-mail; answers the new address.',
  })
  async confirmEmailChange(
    @Args('token') token: string,
    @CurrentActor() actor: Actor | null,
  ): Promise<string> {
    return (await this.rpc.request(IdentityAccountSecurityRpc.confirmEmailChange, { token }, { actor }))
      .email;
  }

  @SignedIn()
  @Mutation(() => Boolean, { description: 'Signs one of my devices out ("Déconnecter").' })
  async endSession(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(IdentityAccountSecurityRpc.endSessions, { sessionId: id }, { actor });
    return true;
  }

  @SignedIn()
  @Mutation(() => Boolean, {
    description: 'Signs all my devices out, this one included ("Se déconnecter partout").',
  })
  async endAllSessions(@CurrentActor() actor: Actor): Promise<boolean> {
    await this.rpc.request(IdentityAccountSecurityRpc.endSessions, { all: true }, { actor });
    return true;
  }
}
