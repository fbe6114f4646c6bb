// The baseline for bench/gateway.ts: a bare Fastify route answering the same JSON the gateway
// returns for the benchmarked query, with no GraphQL and no NATS hop.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = Fastify({ logger: false });
app.post('/graphql', () => body);
await app.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
process.send?.('ready');
