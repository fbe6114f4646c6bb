import { Args, Field, Mutation, ObjectType, Resolver } from '@nestjs/graphql';
import { type Actor, IdentityAppearanceRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { PendingUploads } from '../file-upkeep/pending-uploads.js';

@ObjectType({ description: "The /admin-login page's background (setting login_page_image)." })
export class LoginImage {
  @Field(() => String, { nullable: true })
  url!: string | null;
}

@Resolver()
export class AppearanceResolver {
  constructor(
    private readonly rpc: NatsRpcClient,
    private readonly pending: PendingUploads,
  ) {}

  @Roles('admin')
  @Mutation(() => LoginImage, {
    description: 'An uploaded file (/files/…) or an http(s) address; null removes the image.',
  })
  setLoginImage(
    @Args('url', { type: () => String, nullable: true }) url: string | null,
    @CurrentActor() actor: Actor,
  ): Promise<LoginImage> {
    return this.pending.attach([url], () =>
      this.rpc.request(IdentityAppearanceRpc.setLoginImage, { url }, { actor }),
    );
  }
}
