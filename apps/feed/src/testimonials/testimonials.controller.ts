import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  FeedTestimonialsRpc,
  type RpcEnvelope,
  type TestimonialDto,
  type TestimonialInputDto,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { TestimonialsService } from './testimonials.service.js';

@Controller()
export class TestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @RpcHandler(FeedTestimonialsRpc.list)
  list(): Promise<TestimonialDto[]> {
    return this.testimonials.list();
  }

  @RpcHandler(FeedTestimonialsRpc.adminList)
  adminList(@Payload() { actor }: RpcEnvelope<object>): Promise<TestimonialDto[]> {
    return this.testimonials.adminList(actor);
  }

  @RpcHandler(FeedTestimonialsRpc.create)
  create(@Payload() { actor, data }: RpcEnvelope<{ input: TestimonialInputDto }>): Promise<TestimonialDto> {
    return this.testimonials.create(actor, data.input);
  }

  @RpcHandler(FeedTestimonialsRpc.update)
  update(
    @Payload() { actor, data }: RpcEnvelope<{ id: string; input: TestimonialInputDto }>,
  ): Promise<TestimonialDto> {
    return this.testimonials.update(actor, data.id, data.input);
  }

  @RpcHandler(FeedTestimonialsRpc.setVisibility)
  setVisibility(
    @Payload() { actor, data }: RpcEnvelope<{ id: string; isVisible: boolean }>,
  ): Promise<TestimonialDto> {
    return this.testimonials.setVisibility(actor, data.id, data.isVisible);
  }

  @RpcHandler(FeedTestimonialsRpc.delete)
  async delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ deleted: true }> {
    await this.testimonials.delete(actor, data.id);
    return { deleted: true };
  }
}
