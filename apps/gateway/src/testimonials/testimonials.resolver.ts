import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type Actor, FeedTestimonialsRpc } from '@liggeey/contracts';
import { NatsRpcClient } from '@liggeey/service-kit';
import { Public, Roles } from '../auth/access.decorators.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { Testimonial, TestimonialInput } from './testimonials.types.js';

@Resolver()
export class TestimonialsResolver {
  constructor(private readonly rpc: NatsRpcClient) {}

  @Public()
  @Query(() => [Testimonial], { description: 'Visible testimonials, newest first, at most three.' })
  testimonials(): Promise<Testimonial[]> {
    return this.rpc.request(FeedTestimonialsRpc.list, {});
  }

  @Roles('admin')
  @Query(() => [Testimonial], { description: 'Every testimonial, newest first.' })
  adminTestimonials(@CurrentActor() actor: Actor): Promise<Testimonial[]> {
    return this.rpc.request(FeedTestimonialsRpc.adminList, {}, { actor });
  }

  @Roles('admin')
  @Mutation(() => Testimonial)
  createTestimonial(
    @Args('input') input: TestimonialInput,
    @CurrentActor() actor: Actor,
  ): Promise<Testimonial> {
    return this.rpc.request(FeedTestimonialsRpc.create, { input }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Testimonial)
  updateTestimonial(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: TestimonialInput,
    @CurrentActor() actor: Actor,
  ): Promise<Testimonial> {
    return this.rpc.request(FeedTestimonialsRpc.update, { id, input }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Testimonial)
  setTestimonialVisibility(
    @Args('id', { type: () => ID }) id: string,
    @Args('isVisible') isVisible: boolean,
    @CurrentActor() actor: Actor,
  ): Promise<Testimonial> {
    return this.rpc.request(FeedTestimonialsRpc.setVisibility, { id, isVisible }, { actor });
  }

  @Roles('admin')
  @Mutation(() => Boolean)
  async deleteTestimonial(
    @Args('id', { type: () => ID }) id: string,
    @CurrentActor() actor: Actor,
  ): Promise<boolean> {
    await this.rpc.request(FeedTestimonialsRpc.delete, { id }, { actor });
    return true;
  }
}
