import { describe, expect, it } from 'vitest';
import {
  type ComposeService,
  composeEnvironment,
  containerEnvironment,
  find,
  imageIsPinned,
  loadCompose,
  podSpec,
  renderOverlay,
  workloads,
} from './support/index.js';

/**
 * docker-compose.yml and the Kubernetes dev overlay describe the same deployment: the same apps
 * and infrastructure, each app with the same environment names and talking to the same
 * neighbours; compose starts each service once what it talks to is healthy.
 */
const compose = loadCompose();
const dev = renderOverlay('dev');

const services = Object.entries(compose.services);
const composeService = (name: string): ComposeService => {
  const service = compose.services[name];
  if (!service) throw new Error(`no ${name} in docker-compose.yml`);
  return service;
};
const isApp = (image: string | undefined) => image?.startsWith('liggeey/') ?? false;
const imageName = (image: string | undefined) => image?.replace(/:[^/:]+$/, '') ?? '';
/** One-shot jobs: they end with exit 0, nothing to keep healthy. */
const ONE_SHOT = ['migrate', 's3-buckets'];

/** The other services an environment talks to: every URL's host that is one of `names`. */
function neighbours(environment: Record<string, string>, names: Set<string>): string[] {
  const hosts = Object.values(environment)
    .flatMap((value) => value.split(','))
    .filter((value) => URL.canParse(value.trim()))
    .map((value) => new URL(value.trim()).hostname);
  return [...new Set(hosts.filter((host) => names.has(host)))].sort();
}

const devWorkloads = workloads(dev);
const devServiceNames = new Set(
  dev.filter((object) => object.kind === 'Service').map((object) => object.metadata.name),
);
const composeNames = new Set(Object.keys(compose.services));

describe('docker-compose and the dev overlay', () => {
  it('run the same apps and the same infrastructure', () => {
    expect(services.map(([name]) => name).sort()).toEqual(
      devWorkloads.map((workload) => workload.metadata.name).sort(),
    );
    for (const [name, service] of services) {
      const workload = devWorkloads.find((candidate) => candidate.metadata.name === name);
      if (!workload) throw new Error(`${name} is not in the dev overlay`);
      expect(imageName(podSpec(workload).containers[0]?.image), name).toBe(imageName(service.image));
    }
  });

  it.each(services.filter(([, service]) => isApp(service.image)).map(([name]) => name))(
    '%s has the same environment names and neighbours',
    (name) => {
      const service = composeService(name);
      const workload = devWorkloads.find((candidate) => candidate.metadata.name === name);
      if (!workload) throw new Error(`${name} is not in the dev overlay`);
      const inCompose = composeEnvironment(service);
      const inDev = containerEnvironment(dev, workload);
      expect(Object.keys(inCompose).sort()).toEqual(Object.keys(inDev).sort());
      expect(neighbours(inCompose, composeNames)).toEqual(neighbours(inDev, devServiceNames));
    },
  );

  it('give the sandbox the payments service’s key and webhook hash', () => {
    for (const environment of [
      [composeEnvironment(composeService('payments')), composeEnvironment(composeService('payment-sandbox'))],
      [
        containerEnvironment(dev, find(dev, 'Deployment', 'payments')),
        containerEnvironment(dev, find(dev, 'Deployment', 'payment-sandbox')),
      ],
    ]) {
      const [payments, sandbox] = environment as [Record<string, string>, Record<string, string>];
      expect(sandbox['FLUTTERWAVE_SECRET_KEY']).toBe(payments['FLUTTERWAVE_SECRET_KEY']);
      expect(sandbox['FLUTTERWAVE_WEBHOOK_HASH']).toBe(payments['FLUTTERWAVE_WEBHOOK_HASH']);
    }
  });
});

describe('docker-compose', () => {
  it('pins every image', () => {
    expect(services.filter(([, service]) => !imageIsPinned(service.image)).map(([name]) => name)).toEqual([]);
  });

  it('health-checks every long-running service', () => {
    const unchecked = services
      .filter(([name]) => !ONE_SHOT.includes(name))
      .filter(([, service]) => !service.healthcheck || service.healthcheck.disable === true)
      .map(([name]) => name);
    expect(unchecked).toEqual([]);
  });

  it('starts each service once what it talks to is healthy (or, for a one-shot job, done)', () => {
    for (const [name, service] of services) {
      const dependsOn = service.depends_on ?? {};
      for (const [dependency, { condition }] of Object.entries(dependsOn))
        expect(condition, `${name} → ${dependency}`).toBe(
          ONE_SHOT.includes(dependency) ? 'service_completed_successfully' : 'service_healthy',
        );
      for (const neighbour of neighbours(composeEnvironment(service), composeNames))
        expect(Object.keys(dependsOn), `${name} talks to ${neighbour}`).toContain(neighbour);
    }
  });

  it('runs the apps after the migrations and the buckets', () => {
    for (const [name, service] of services.filter(([, candidate]) => isApp(candidate.image))) {
      if (['migrate', 'web', 'payment-sandbox'].includes(name)) continue;
      expect(Object.keys(service.depends_on ?? {}), name).toEqual(
        expect.arrayContaining(['migrate', 's3-buckets']),
      );
    }
  });
});
