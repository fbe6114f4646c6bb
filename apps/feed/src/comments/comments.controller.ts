import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type CommentInputDto,
  type CommentsPageDto,
  type CommentsPageRequestDto,
  FeedCommentsRpc,
  type PostCommentDto,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { CommentsService } from './comments.service.js';

@Controller()
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @RpcHandler(FeedCommentsRpc.list)
  list(@Payload() { actor, data }: RpcEnvelope<CommentsPageRequestDto>): Promise<CommentsPageDto> {
    return this.comments.list(actor, data);
  }

  @RpcHandler(FeedCommentsRpc.create)
  create(@Payload() { actor, data }: RpcEnvelope<{ input: CommentInputDto }>): Promise<PostCommentDto> {
    return this.comments.create(actor, data.input);
  }

  @RpcHandler(FeedCommentsRpc.delete)
  async delete(@Payload() { actor, data }: RpcEnvelope<{ id: string }>): Promise<{ deleted: true }> {
    await this.comments.delete(actor, data.id);
    return { deleted: true };
  }
}
