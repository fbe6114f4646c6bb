export const RPC_CONTRACT = Symbol('RPC_CONTRACT');
