import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from './render.js';

export interface ComposeService {
  image?: string;
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string; disable?: boolean };
  ports?: string[];
  command?: string[] | string;
  [field: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/**
 * docker-compose.yml as `docker compose config` would read it with no variable set: YAML merge
 * keys applied, `${NAME:-default}` replaced by its default and `$$` by `$`.
 */
export function loadCompose(variables: Record<string, string> = {}): ComposeFile {
  const text = readFileSync(join(repoRoot, 'docker-compose.yml'), 'utf8');
  const interpolated = text.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g,
    (match, name: string | undefined, fallback: string | undefined) => {
      if (match === '$$') return '$';
      if (name === undefined) return match;
      return variables[name] ?? fallback ?? '';
    },
  );
  return parse(interpolated, { merge: true }) as ComposeFile;
}

/** A compose service's environment as strings. */
export function composeEnvironment(service: ComposeService): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      value === null ? '' : String(value),
    ]),
  );
}
