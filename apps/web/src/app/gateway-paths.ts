/**
 * What the gateway serves on the web app's origin (nginx and Vite proxy them); every other path is
 * one of the app's routes.
 */
export const GATEWAY_PREFIXES = [
  '/graphql',
  '/socket.io',
  '/realms',
  '/files',
  '/uploads',
  '/payments',
  '/health',
  '/downloads',
  '/product-files',
  '/exports',
] as const;

/** A path of the gateway's, anchored on a whole segment (/payment-confirmation is the app's). */
export function isGatewayPath(pathname: string): boolean {
  return GATEWAY_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
