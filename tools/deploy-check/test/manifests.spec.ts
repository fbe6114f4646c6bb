import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serviceConfigSchema } from '@liggeey/service-kit';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type K8sObject,
  type Overlay,
  OVERLAYS,
  containerEnvironment,
  find,
  parseManifests,
  podLabels,
  podSpec,
  policyProblems,
  renderKustomization,
  renderOverlay,
  repoRoot,
  validateObjects,
  workloads,
} from './support/index.js';

/** The apps of the base, every one in both overlays. */
const APPS = [
  'gateway',
  'identity',
  'profiles',
  'jobs',
  'feed',
  'messaging',
  'ledger',
  'payments',
  'assistant',
  'web',
];

const POLICY = {
  dev: { publicServices: ['web', 'gateway', 'payment-sandbox'] },
  prod: { publicServices: ['web', 'gateway'], ingressNamespace: 'ingress-nginx', requireDefaultDeny: true },
} as const;

/**
 * Postgres connections the apps must leave: superuser_reserved_connections (3), CloudNativePG's
 * instance manager, the migration Job and an operator's psql.
 */
const RESERVED_CONNECTIONS = 20;

/** Whether any of an app's own sources (not its generated Prisma client) holds `text`. */
function appSourcesHold(app: string, text: string): boolean {
  const sources = join(repoRoot, 'apps', app, 'src');
  return readdirSync(sources, { recursive: true, encoding: 'utf8' }).some(
    (file) =>
      file.endsWith('.ts') &&
      !file.startsWith('generated') &&
      readFileSync(join(sources, file), 'utf8').includes(text),
  );
}

const rendered = new Map<Overlay, K8sObject[]>();
const objectsOf = (overlay: Overlay): K8sObject[] => {
  const objects = rendered.get(overlay);
  if (!objects) throw new Error(`${overlay} not rendered`);
  return objects;
};

// kustomize takes a few seconds per overlay, many more on a busy two-core machine.
beforeAll(() => {
  for (const overlay of OVERLAYS) rendered.set(overlay, renderOverlay(overlay));
}, 60_000);

describe.each(OVERLAYS)('overlay %s', (overlay) => {
  it('validates against the Kubernetes schemas (unknown fields refused) and the vendored CRD schemas', async () => {
    expect(await validateObjects(objectsOf(overlay))).toEqual([]);
  }, 60_000);

  it('meets the policy: probes, resources, non-root, read-only root, pinned images, only web and gateway public', () => {
    expect(policyProblems(objectsOf(overlay), POLICY[overlay])).toEqual([]);
  });

  it('runs every app, each with the ConfigMaps and Secrets it refers to', () => {
    const objects = objectsOf(overlay);
    for (const app of APPS) {
      const deployment = find(objects, 'Deployment', app);
      expect(podLabels(deployment)['app.kubernetes.io/part-of']).toBe('liggeey');
      // Throws on a reference to a missing ConfigMap, Secret or key.
      containerEnvironment(objects, deployment);
    }
    containerEnvironment(objects, find(objects, 'Job', overlay === 'prod' ? 'migrate-0-1-0' : 'migrate'));
  });

  it('probes every service on its probe listener: liveness the process, readiness NATS and schema', () => {
    const objects = objectsOf(overlay);
    for (const app of APPS.filter((name) => !['gateway', 'web'].includes(name))) {
      const deployment = find(objects, 'Deployment', app);
      const container = podSpec(deployment).containers[0];
      const port = container?.ports?.find((candidate) => candidate.name === 'health')?.containerPort;
      expect(String(port), app).toBe(containerEnvironment(objects, deployment)['HEALTH_PORT']);
      expect(container?.livenessProbe, app).toMatchObject({ httpGet: { path: '/livez', port: 'health' } });
      expect(container?.readinessProbe, app).toMatchObject({ httpGet: { path: '/readyz', port: 'health' } });
    }
  });

  it('puts everything in the liggeey namespace', () => {
    const namespaced = objectsOf(overlay).filter((object) => object.kind !== 'Namespace');
    expect(namespaced.filter((object) => object.metadata.namespace !== 'liggeey')).toEqual([]);
  });
});

describe('dev overlay', () => {
  it('has one replica of everything and the whole infrastructure in the namespace', () => {
    const objects = objectsOf('dev');
    for (const workload of workloads(objects).filter((object) => object.kind !== 'Job'))
      expect((workload['spec'] as { replicas: number }).replicas, workload.metadata.name).toBe(1);
    for (const name of ['postgres', 'nats', 'redis', 'seaweedfs']) find(objects, 'StatefulSet', name);
    for (const name of ['maildev', 'payment-sandbox']) find(objects, 'Deployment', name);
    const config = find(objects, 'ConfigMap', 'nats-config')['data'] as Record<string, string>;
    expect(config['nats.conf']).toContain('jetstream');
  });
});

describe('prod overlay', () => {
  it('runs NATS as a 3-node JetStream cluster with routes, volumes and anti-affinity', () => {
    const objects = objectsOf('prod');
    const nats = find(objects, 'StatefulSet', 'nats');
    const spec = nats['spec'] as {
      replicas: number;
      serviceName: string;
      volumeClaimTemplates: unknown[];
      template: {
        spec: {
          affinity: { podAntiAffinity: { requiredDuringSchedulingIgnoredDuringExecution: unknown[] } };
        };
      };
    };
    expect(spec.replicas).toBe(3);
    expect(spec.volumeClaimTemplates).toHaveLength(1);
    expect(
      spec.template.spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution,
    ).toHaveLength(1);
    const headless = find(objects, 'Service', spec.serviceName)['spec'] as { clusterIP: string };
    expect(headless.clusterIP).toBe('None');
    const conf =
      (find(objects, 'ConfigMap', 'nats-config')['data'] as Record<string, string>)['nats.conf'] ?? '';
    expect(conf).toContain('jetstream');
    for (const index of [0, 1, 2]) expect(conf).toContain(`nats://nats-${index}.${spec.serviceName}:6222`);
  });

  it("speaks TLS to and between the NATS servers, with cert-manager's certificate, and every app trusts its CA", () => {
    const objects = objectsOf('prod');
    // Self-signed Issuer -> CA Certificate -> CA Issuer -> the servers' Certificate.
    const caCertificate = find(objects, 'Certificate', 'nats-ca')['spec'] as {
      isCA: boolean;
      secretName: string;
      issuerRef: { name: string };
    };
    expect(caCertificate.isCA).toBe(true);
    expect(find(objects, 'Issuer', caCertificate.issuerRef.name)['spec']).toEqual({ selfSigned: {} });
    const server = find(objects, 'Certificate', 'nats-server')['spec'] as {
      secretName: string;
      dnsNames: string[];
      issuerRef: { name: string };
    };
    expect(find(objects, 'Issuer', server.issuerRef.name)['spec']).toEqual({
      ca: { secretName: caCertificate.secretName },
    });
    for (const name of ['nats', 'nats.liggeey.svc.cluster.local', '*.nats-headless'])
      expect(server.dnsNames).toContain(name);

    const conf =
      (find(objects, 'ConfigMap', 'nats-config')['data'] as Record<string, string>)['nats.conf'] ?? '';
    const tlsBlocks = conf.match(/tls \{[^}]*\}/g) ?? [];
    // One on the client port, one on the cluster routes.
    expect(tlsBlocks).toHaveLength(2);
    for (const block of tlsBlocks) expect(block).toContain('cert_file: /etc/nats/tls/tls.crt');
    expect(conf.slice(conf.indexOf('cluster {'))).toContain('tls {');
    const natsPod = podSpec(find(objects, 'StatefulSet', 'nats'));
    expect(JSON.stringify(natsPod.volumes)).toContain(`"secretName":"${server.secretName}"`);

    // A renewed certificate is read without a restart: the reloader watches the mounted files and
    // signals the server through its pid file, in the pod's shared process namespace.
    const pidFile = /pid_file: (\S+)/.exec(conf)?.[1] ?? '';
    expect(natsPod.shareProcessNamespace).toBe(true);
    const reloader = natsPod.containers.find((container) => container.name === 'reloader');
    expect(reloader?.image).toMatch(/^natsio\/nats-server-config-reloader:\d/);
    const watched = (reloader?.args ?? []).flatMap((arg, index, args) =>
      args[index - 1] === '-config' ? [arg] : [],
    );
    for (const file of ['tls.crt', 'tls.key', 'ca.crt']) expect(watched).toContain(`/etc/nats/tls/${file}`);
    const args = reloader?.args ?? [];
    expect(args[args.indexOf('-pid') + 1]).toBe(pidFile);
    const pidDirectory = pidFile.slice(0, pidFile.lastIndexOf('/'));
    for (const container of [reloader, natsPod.containers.find((candidate) => candidate.name === 'nats')])
      expect(container?.volumeMounts?.some((mount) => mount.mountPath === pidDirectory)).toBe(true);

    for (const app of APPS.filter((name) => name !== 'web')) {
      const deployment = find(objects, 'Deployment', app);
      const environment = containerEnvironment(objects, deployment);
      expect(environment['NATS_URL'], app).toBe('tls://nats:4222');
      const mount = podSpec(deployment).containers[0]?.volumeMounts?.find((candidate) =>
        (environment['NATS_TLS_CA'] ?? '').startsWith(`${candidate.mountPath}/`),
      );
      const volume = podSpec(deployment).volumes?.find((candidate) => candidate.name === mount?.name);
      // The CA's certificate only, never a private key.
      expect(volume?.secret, app).toEqual({
        secretName: server.secretName,
        items: [{ key: 'ca.crt', path: 'ca.crt' }],
      });
    }
  });

  it('runs Postgres as a 3-instance CloudNativePG cluster backed up to object storage, used by the apps', () => {
    const objects = objectsOf('prod');
    const cluster = find(objects, 'Cluster', 'liggeey-db')['spec'] as {
      instances: number;
      backup?: unknown;
      plugins: { name: string; isWALArchiver: boolean; parameters: { barmanObjectName: string } }[];
      bootstrap: { initdb: { secret: { name: string } } };
    };
    expect(cluster.instances).toBe(3);
    // The Barman Cloud plugin archives the WAL; the deprecated in-tree settings are gone.
    expect(cluster.backup).toBeUndefined();
    const [archiver] = cluster.plugins.filter((plugin) => plugin.isWALArchiver);
    expect(archiver?.name).toBe('barman-cloud.cloudnative-pg.io');
    const store = find(objects, 'ObjectStore', archiver?.parameters.barmanObjectName ?? '')['spec'] as {
      retentionPolicy: string;
      configuration: { destinationPath: string; s3Credentials: { accessKeyId: { name: string } } };
    };
    expect(store.configuration.destinationPath).toMatch(/^s3:\/\//);
    expect(store.retentionPolicy).toBe('30d');
    // Kustomize does not rewrite names inside a custom resource: these Secrets keep their names.
    find(objects, 'Secret', cluster.bootstrap.initdb.secret.name);
    find(objects, 'Secret', store.configuration.s3Credentials.accessKeyId.name);
    expect(find(objects, 'ScheduledBackup', 'liggeey-db-nightly')['spec']).toMatchObject({
      cluster: { name: 'liggeey-db' },
      method: 'plugin',
      pluginConfiguration: { name: 'barman-cloud.cloudnative-pg.io' },
    });
    const environment = containerEnvironment(objects, find(objects, 'Deployment', 'identity'));
    expect(new URL(environment['DATABASE_URL'] ?? '').host).toBe('liggeey-db-rw:5432');
  });

  it('opens no more Postgres connections at full scale than the cluster takes', () => {
    const objects = objectsOf('prod');
    const cluster = find(objects, 'Cluster', 'liggeey-db')['spec'] as {
      postgresql: { parameters: { max_connections: string } };
    };
    const defaultPool = serviceConfigSchema.shape.DATABASE_POOL_MAX.parse(undefined);
    let connections = 0;
    for (const app of APPS) {
      const deployment = find(objects, 'Deployment', app);
      // A service of the kit has its pools; the gateway and the web image have none.
      if (!appSourcesHold(app, 'bootstrapService(')) continue;
      const environment = containerEnvironment(objects, deployment);
      const hpa = objects.find(
        (object) => object.kind === 'HorizontalPodAutoscaler' && object.metadata.name === app,
      );
      const pods = hpa
        ? (hpa['spec'] as { maxReplicas: number }).maxReplicas
        : ((deployment['spec'] as { replicas?: number }).replicas ?? 1);
      const pool = Number(environment['DATABASE_POOL_MAX'] ?? defaultPool);
      // Statements planned once (`SqlRows.plannedOnce`) run on a second pool of the same size.
      connections += pods * pool * (appSourcesHold(app, '.plannedOnce') ? 2 : 1);
    }
    expect(connections).toBeGreaterThan(0);
    expect(connections).toBeLessThanOrEqual(
      Number(cluster.postgresql.parameters.max_connections) - RESERVED_CONNECTIONS,
    );
  });

  it('keeps Redis on a volume with its append-only file', () => {
    const redis = find(objectsOf('prod'), 'StatefulSet', 'redis');
    expect(JSON.stringify(podSpec(redis).containers[0])).toContain('"--appendonly","yes"');
    expect((redis['spec'] as { volumeClaimTemplates: unknown[] }).volumeClaimTemplates).toHaveLength(1);
  });

  it('routes every public path through a TLS Ingress issued by cert-manager', () => {
    const ingress = find(objectsOf('prod'), 'Ingress', 'liggeey');
    expect(ingress.metadata.annotations?.['cert-manager.io/cluster-issuer']).toBeTruthy();
    const spec = ingress['spec'] as {
      tls: { hosts: string[]; secretName: string }[];
      rules: { host: string; http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
    };
    expect(spec.tls[0]?.hosts).toContain(spec.rules[0]?.host);
    const routes = Object.fromEntries(
      (spec.rules[0]?.http.paths ?? []).map((path) => [path.path, path.backend.service.name]),
    );
    expect(routes).toEqual({
      '/': 'web',
      '/files': 'web',
      '/graphql': 'gateway',
      '/socket.io': 'gateway',
      '/realms': 'gateway',
      '/uploads': 'gateway',
      '/payments': 'gateway',
    });
  });

  it('scales the gateway and the busy services on CPU, never below 2, and budgets disruptions of every app', () => {
    const objects = objectsOf('prod');
    const hpas = objects.filter((object) => object.kind === 'HorizontalPodAutoscaler');
    expect(hpas.map((hpa) => hpa.metadata.name).sort()).toEqual(
      ['feed', 'gateway', 'identity', 'jobs', 'messaging', 'profiles'].sort(),
    );
    for (const app of APPS) {
      const deployment = find(objects, 'Deployment', app);
      const hpa = hpas.find((candidate) => candidate.metadata.name === app);
      const replicas = (deployment['spec'] as { replicas?: number }).replicas;
      if (hpa) {
        // The HPA owns the count: an apply must not reset it.
        expect(replicas, app).toBeUndefined();
        expect((hpa['spec'] as { minReplicas: number }).minReplicas, app).toBeGreaterThanOrEqual(2);
      } else expect(replicas, app).toBeGreaterThanOrEqual(2);
      const pdb = find(objects, 'PodDisruptionBudget', app)['spec'] as {
        selector: { matchLabels: Record<string, string> };
      };
      expect(podLabels(deployment)).toMatchObject(pdb.selector.matchLabels);
    }
  });

  it('gives identity its signing keys from a Secret file, never the database', () => {
    const objects = objectsOf('prod');
    const identity = find(objects, 'Deployment', 'identity');
    const file = containerEnvironment(objects, identity)['OIDC_SIGNING_KEYS_FILE'] ?? '';
    const spec = podSpec(identity) as unknown as {
      containers: { volumeMounts: { name: string; mountPath: string; readOnly?: boolean }[] }[];
      volumes: { name: string; secret?: { secretName: string } }[];
    };
    const mount = spec.containers[0]?.volumeMounts.find((candidate) =>
      file.startsWith(`${candidate.mountPath}/`),
    );
    expect(mount?.readOnly).toBe(true);
    const volume = spec.volumes.find((candidate) => candidate.name === mount?.name);
    const secret = find(objects, 'Secret', volume?.secret?.secretName ?? '');
    expect(Object.keys(secret['data'] as Record<string, string>)).toEqual([file.split('/').pop()]);
  });

  it('pins the migration Job to the release and runs it before the apps (Argo CD PreSync)', () => {
    const job = find(objectsOf('prod'), 'Job', 'migrate-0-1-0');
    expect(job.metadata.annotations?.['argocd.argoproj.io/hook']).toBe('PreSync');
    expect(podSpec(job).containers[0]?.image).toBe('liggeey/migrate:0.1.0');
  });

  it('reads every secret from a file kept out of Git, each with a committed template', () => {
    const kustomization = parse(
      readFileSync(join(repoRoot, 'k8s/overlays/prod/kustomization.yaml'), 'utf8'),
    ) as {
      secretGenerator: { envs?: string[]; files?: string[] }[];
    };
    const files = kustomization.secretGenerator.flatMap((generator) => [
      ...(generator.envs ?? []),
      // `key=path` or `path`
      ...(generator.files ?? []).map((file) => file.slice(file.indexOf('=') + 1)),
    ]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const path = `k8s/overlays/prod/${file}`;
      expect(existsSync(join(repoRoot, `${path}.example`)), `${path}.example`).toBe(true);
      // `git check-ignore` exits 0 when Git ignores the path.
      expect(() => execFileSync('git', ['check-ignore', '-q', path], { cwd: repoRoot })).not.toThrow();
    }
  });
});

describe('the external secrets example (k8s/examples/external-secrets.yaml)', () => {
  it('produces every Secret of the prod overlay with the same keys and type', () => {
    const examples = parseManifests(
      readFileSync(join(repoRoot, 'k8s/examples/external-secrets.yaml'), 'utf8'),
    );
    const produced = examples.map((example) => {
      const spec = example['spec'] as {
        target: { name: string; template?: { type?: string } };
        data: { secretKey: string }[];
      };
      return {
        name: spec.target.name,
        type: spec.target.template?.type ?? 'Opaque',
        keys: spec.data.map((entry) => entry.secretKey).sort(),
      };
    });
    const rendered = objectsOf('prod')
      .filter((object) => object.kind === 'Secret')
      .map((secret) => ({
        name: secret.metadata.name.replace(/-[a-z0-9]{10}$/, ''),
        type: (secret['type'] as string | undefined) ?? 'Opaque',
        keys: Object.keys((secret['data'] ?? {}) as Record<string, string>).sort(),
      }));
    expect(produced.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      rendered.sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});

describe('the base', () => {
  it('validates against the Kubernetes schemas', async () => {
    expect(await validateObjects(renderKustomization('k8s/base'))).toEqual([]);
  }, 60_000);
});

describe('a deliberately broken manifest (test/fixtures/broken.yaml)', () => {
  const broken = parseManifests(readFileSync(new URL('./fixtures/broken.yaml', import.meta.url), 'utf8'));

  it('fails the schema validation: wrong type, misspelled field, unknown CRD field', async () => {
    const problems = await validateObjects(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'Deployment/broken: /spec/replicas: must be integer',
        'Deployment/broken: .spec.template.spec.containers[0].imagePullPolicyy: unknown field',
        'Cluster/broken-db: /spec: unknown field "instance"',
      ]),
    );
  });

  it('fails the policy: no probes, no resources, root allowed, writable root, latest image, a public Service', () => {
    const problems = policyProblems(broken, POLICY.prod);
    const where = 'Deployment/broken container broken';
    expect(problems).toEqual(
      expect.arrayContaining([
        `${where}: no livenessProbe`,
        `${where}: no readinessProbe`,
        `${where}: no CPU and memory requests`,
        `${where}: runAsNonRoot is not set`,
        `${where}: root filesystem is not read-only`,
        `${where}: capabilities are not all dropped`,
        `${where}: no RuntimeDefault seccomp profile`,
        `${where}: image liggeey/broken:latest is not pinned`,
        'Service/broken: type LoadBalancer exposes it outside the cluster',
        'no default-deny NetworkPolicy (every pod, Ingress and Egress, no rule)',
      ]),
    );
  });

  it('an Ingress or a NetworkPolicy opening another app to the outside is refused', () => {
    const objects = objectsOf('prod').map((object) => structuredClone(object));
    const ingress = find(objects, 'Ingress', 'liggeey')['spec'] as {
      rules: { http: { paths: { backend: { service: { name: string } } }[] } }[];
    };
    const firstPath = ingress.rules[0]?.http.paths[0];
    if (firstPath) firstPath.backend.service.name = 'identity';
    const policy = find(objects, 'NetworkPolicy', 'web')['spec'] as {
      podSelector: { matchLabels: Record<string, string> };
    };
    policy.podSelector.matchLabels['app.kubernetes.io/name'] = 'ledger';
    expect(policyProblems(objects, POLICY.prod)).toEqual([
      'Ingress/liggeey: routes to identity',
      'NetworkPolicy/web: lets the ingress controller or outside reach ledger',
    ]);
  });
});
