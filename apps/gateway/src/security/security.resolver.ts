import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, IdentitySecurityRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { LoginAttempt, SecuritySettings, SecuritySettingsInput } from './security.types.js';

@Resolver()
export class SecurityResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Roles('admin')
  @Query(() => SecuritySettings)
  securitySettings(@CurrentActor() actor: Actor): Promise<SecuritySettings> {
    return this.rpc.request(IdentitySecurityRpc.settings, {}, { actor });
  }

  @Roles('admin')
  @Mutation(() => SecuritySettings)
  updateSecuritySettings(
    @Args('input') input: SecuritySettingsInput,
    @CurrentActor() actor: Actor,
  ): Promise<SecuritySettings> {
    return this.rpc.request(IdentitySecurityRpc.updateSettings, input, { actor });
  }

  @Roles('admin')
  @Query(() => [LoginAttempt], { description: 'The latest sign-in attempts, newest first.' })
  loginAttempts(
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
    @CurrentActor() actor: Actor,
  ): Promise<LoginAttempt[]> {
    return this.rpc.request(IdentitySecurityRpc.loginAttempts, { limit }, { actor });
  }
}
