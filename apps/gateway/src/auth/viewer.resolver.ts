import { Query, Resolver } from '@nestjs/graphql';
import { type Actor } from '@liggeey/contracts';
import { SignedIn } from './access.decorators.js';
import { CurrentActor } from './current-actor.decorator.js';
import { Viewer } from './viewer.types.js';

@Resolver(() => Viewer)
export class ViewerResolver {
  @SignedIn()
  @Query(() => Viewer, { description: 'Who the access token belongs to.' })
  viewer(@CurrentActor() actor: Actor): Viewer {
    return { id: actor.id, type: actor.type };
  }
}
