import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { type Actor, IdentityRpc, type SignUpRequest } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public, SignedIn } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { SignUpInput, SignUpResult } from './accounts.types.js';
import { Limited } from '../abuse/limited.decorator.js';

@Resolver()
export class AccountsResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  /** The contract validates the input (role, e-mail shape); identity applies the account rules. */
  @Public()
  @Limited('signUp')
  @Mutation(() => SignUpResult, { description: 'Creates an account waiting for its e-mail confirmation.' })
  signUp(@Args('input') input: SignUpInput, @CurrentActor() actor: Actor | null): Promise<SignUpResult> {
    return this.rpc.request(IdentityRpc.signUp, input as SignUpRequest, { actor });
  }

  @SignedIn()
  @Limited('passwordCheck')
  @Mutation(() => Boolean, { description: 'Deletes the signed-in account after checking its password.' })
  async deleteAccount(@Args('password') password: string, @CurrentActor() actor: Actor): Promise<boolean> {
    await this.rpc.request(IdentityRpc.deleteAccount, { password }, { actor });
    return true;
  }
}
