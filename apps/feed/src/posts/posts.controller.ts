import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type FeedPageDto,
  type FeedPageRequestDto,
  type FeedPostDto,
  FeedPostsRpc,
  type PostInputDto,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { PostsService } from './posts.service.js';

@Controller()
export class PostsController {
  constructor(private readonly posts: PostsService) {}

  @RpcHandler(FeedPostsRpc.list)
  list(@Payload() { actor, data }: RpcEnvelope<FeedPageRequestDto>): Promise<FeedPageDto> {
    return this.posts.list(actor, data);
  }

  @RpcHandler(FeedPostsRpc.create)
  create(@Payload() { actor, data }: RpcEnvelope<{ input: PostInputDto }>): Promise<FeedPostDto> {
    return this.posts.create(actor, data.input);
  }

  @RpcHandler(FeedPostsRpc.delete)
  async delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ deleted: true }> {
    await this.posts.delete(actor, data.id);
    return { deleted: true };
  }
}
