// The web app's own list of the gateway's paths, for benches that serve the app themselves.
export { isGatewayPath } from '../../apps/web/src/app/gateway-paths.ts';
