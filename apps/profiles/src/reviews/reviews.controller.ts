import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ProfilesReviewsRpc,
  type ReviewDto,
  type ReviewInputDto,
  type ReviewPairDto,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { ReviewsService } from './reviews.service.js';

@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @RpcHandler(ProfilesReviewsRpc.add)
  add(@Payload() { actor, data }: RpcEnvelope<ReviewInputDto>): Promise<ReviewDto> {
    return this.reviews.add(actor, data);
  }

  @RpcHandler(ProfilesReviewsRpc.list)
  list(@Payload() { actor, data }: RpcEnvelope<{ workerId: string }>): Promise<ReviewDto[]> {
    return this.reviews.list(actor, data.workerId);
  }

  @RpcHandler(ProfilesReviewsRpc.reviewed)
  reviewed(@Payload() { actor, data }: RpcEnvelope<{ pairs: ReviewPairDto[] }>): Promise<ReviewPairDto[]> {
    return this.reviews.reviewed(actor, data.pairs);
  }
}
