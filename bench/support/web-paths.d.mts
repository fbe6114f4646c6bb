/** A path the gateway serves on the web app's origin (see apps/web/src/app/gateway-paths.ts). */
export function isGatewayPath(pathname: string): boolean;
