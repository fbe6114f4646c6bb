export interface ProductionWeb {
  origin: string;
  stop(): Promise<void>;
}

/** The web app built for production into a temporary directory, removed by `remove`. */
export function buildProductionWeb(): Promise<{ outDir: string; remove(): Promise<void> }>;

/** Builds the web app for production and serves it with the web image's nginx before `gatewayUrl`. */
export function serveProductionWeb(gatewayUrl: string): Promise<ProductionWeb>;
