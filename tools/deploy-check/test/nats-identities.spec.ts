import {
  NATS_APPS,
  NATS_PASSWORD_PATTERN,
  natsAuthorizationFile,
  natsPasswordVariable,
} from '@liggeey/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type Container,
  type K8sObject,
  type PodSpec,
  composeEnvironment,
  containerEnvironment,
  find,
  loadCompose,
  podSpec,
  renderOverlay,
  repoRoot,
} from './support/index.js';

/** The namespace an app's subjects use (service-kit's default when the deployment sets none). */
const namespaceOf = (environment: Record<string, string>) => environment['NATS_NAMESPACE'] ?? 'liggeey';

/**
 * NATS is a trust boundary in every deployment, not only in the tests: the NATS server loads the
 * permissions file generated from libs/contracts, and each app connects as itself with the
 * password the server holds for it, distinct from every other app's.
 */
describe('each app has its own NATS identity in every deployment', () => {
  describe('docker-compose', () => {
    const compose = loadCompose();
    const nats = compose.services['nats'];
    if (!nats) throw new Error('no nats in docker-compose.yml');

    it('starts NATS with the generated permissions file', () => {
      const command = nats.command as string[];
      const file = command[command.indexOf('-c') + 1] ?? '';
      const mounted = (nats['volumes'] as string[]).find((volume) => volume.split(':')[1] === file);
      const source = mounted?.split(':')[0] ?? '';
      expect(readFileSync(join(repoRoot, source), 'utf8')).toBe(natsAuthorizationFile('liggeey'));
    });

    it.each(NATS_APPS)('connects %s as itself with the password the server holds for it', (app) => {
      const environment = composeEnvironment(compose.services[app] ?? {});
      expect(namespaceOf(environment)).toBe('liggeey');
      expect(environment['NATS_USER']).toBe(app);
      expect(environment['NATS_PASSWORD']).toBe(composeEnvironment(nats)[natsPasswordVariable(app)]);
    });

    it('gives no two apps the same password, each one the server reads as it is', () => {
      const passwords = NATS_APPS.map((app) => composeEnvironment(nats)[natsPasswordVariable(app)]);
      expect(new Set(passwords).size).toBe(NATS_APPS.length);
      for (const password of passwords) expect(password).toMatch(NATS_PASSWORD_PATTERN);
    });
  });

  describe.each(['dev', 'prod'] as const)('the %s overlay', (overlay) => {
    const objects = renderOverlay(overlay);
    const server = find(objects, 'StatefulSet', 'nats');
    const serverEnvironment = containerEnvironment(objects, server);

    it('starts NATS with the generated permissions file, included by its configuration', () => {
      const spec = podSpec(server) as PodSpec & { volumes: { name: string; configMap?: { name: string } }[] };
      const container = spec.containers[0] as Container & {
        volumeMounts: { name: string; mountPath: string }[];
      };
      const mount = container.volumeMounts.find((volume) => volume.mountPath === '/etc/nats/auth');
      const volume = spec.volumes.find((candidate) => candidate.name === mount?.name);
      const configMap = find(objects, 'ConfigMap', volume?.configMap?.name ?? '') as K8sObject & {
        data: Record<string, string>;
      };
      expect(configMap.data['nats-authorization.conf']).toBe(natsAuthorizationFile('liggeey'));
      const config = find(objects, 'ConfigMap', 'nats-config') as K8sObject & {
        data: Record<string, string>;
      };
      expect(config.data['nats.conf']).toContain('include auth/nats-authorization.conf');
    });

    it.each(NATS_APPS)('connects %s as itself with the password the server holds for it', (app) => {
      const environment = containerEnvironment(objects, find(objects, 'Deployment', app));
      expect(namespaceOf(environment)).toBe('liggeey');
      expect(environment['NATS_USER']).toBe(app);
      expect(environment['NATS_PASSWORD']).toBe(serverEnvironment[natsPasswordVariable(app)]);
    });

    it('gives no two apps the same password, each one the server reads as it is (prod: placeholders refused)', () => {
      const passwords = NATS_APPS.map((app) => serverEnvironment[natsPasswordVariable(app)]);
      expect(new Set(passwords).size).toBe(overlay === 'prod' ? 1 : NATS_APPS.length);
      // The template's placeholder is refused by the apps' configuration: nothing starts with it.
      for (const password of passwords) {
        if (overlay === 'prod') expect(password).not.toMatch(NATS_PASSWORD_PATTERN);
        else expect(password).toMatch(NATS_PASSWORD_PATTERN);
      }
    });
  });
});
