import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  type AdminAuditPageDto,
  type AdminAuditQuery,
  IdentityAuditRpc,
  type RpcEnvelope,
} from '@liggeey/contracts';
import { RpcHandler } from '@liggeey/service-kit';
import { AuditService } from './audit.service.js';

@Controller()
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @RpcHandler(IdentityAuditRpc.list)
  list(@Payload() { actor, data }: RpcEnvelope<AdminAuditQuery>): Promise<AdminAuditPageDto> {
    return this.audit.list(actor, data);
  }
}
