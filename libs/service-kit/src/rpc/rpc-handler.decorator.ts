import { SetMetadata, UseInterceptors, applyDecorators } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { type RpcContract } from '@liggeey/contracts';
import { type z } from 'zod';
import { RpcContractInterceptor } from './rpc-contract.interceptor.js';
import { RPC_CONTRACT } from './rpc-contract.metadata.js';

/**
 * Binds a handler to a contract's subject. The request envelope is validated before the handler
 * runs (the handler receives the parsed value) and the answer is checked against the response
 * schema, so a contract drift fails loudly where it happens.
 */
export function RpcHandler<Req extends z.ZodType, Res extends z.ZodType>(contract: RpcContract<Req, Res>) {
  return applyDecorators(
    MessagePattern(contract.subject),
    SetMetadata(RPC_CONTRACT, contract),
    UseInterceptors(RpcContractInterceptor),
  );
}
