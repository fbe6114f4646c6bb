import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { FeedPostsRpc, type PostLikeStateDto, type RpcEnvelope } from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { LikesService } from './likes.service.js';

@Controller()
export class LikesController {
  constructor(private readonly likes: LikesService) {}

  @RpcHandler(FeedPostsRpc.toggleLike)
  toggle(@Payload() { actor, data }: RpcEnvelope<{ postId: string }>): Promise<PostLikeStateDto> {
    return this.likes.toggle(actor, data.postId);
  }
}
