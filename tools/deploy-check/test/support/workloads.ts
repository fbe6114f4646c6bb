import type { K8sObject } from './render.js';

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string };
  };
}

export interface Container {
  name: string;
  image?: string;
  args?: string[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  livenessProbe?: unknown;
  readinessProbe?: unknown;
  startupProbe?: unknown;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
    seccompProfile?: { type: string };
  };
  ports?: { name?: string; containerPort: number }[];
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}

export interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  shareProcessNamespace?: boolean;
  securityContext?: { runAsNonRoot?: boolean; seccompProfile?: { type: string } };
  volumes?: {
    name: string;
    secret?: { secretName: string; items?: { key: string; path: string }[] };
    configMap?: { name: string };
  }[];
}

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'Job']);

/** Deployments, StatefulSets, DaemonSets and Jobs (CronJobs are not used). */
export function workloads(objects: K8sObject[]): K8sObject[] {
  return objects.filter((object) => WORKLOAD_KINDS.has(object.kind));
}

export function podSpec(workload: K8sObject): PodSpec {
  const spec = workload['spec'] as { template: { spec: PodSpec } };
  return spec.template.spec;
}

export function podLabels(workload: K8sObject): Record<string, string> {
  const spec = workload['spec'] as { template: { metadata?: { labels?: Record<string, string> } } };
  return spec.template.metadata?.labels ?? {};
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`${kind}/${name} is not in the rendered manifests`);
  return found;
}

function configData(
  objects: K8sObject[],
  kind: 'ConfigMap' | 'Secret',
  name: string,
): Record<string, string> {
  const object = find(objects, kind, name);
  const data = (object['data'] ?? {}) as Record<string, string>;
  const decoded =
    kind === 'Secret'
      ? Object.fromEntries(
          Object.entries(data).map(([key, value]) => [key, Buffer.from(value, 'base64').toString()]),
        )
      : data;
  return { ...decoded, ...((object['stringData'] ?? {}) as Record<string, string>) };
}

/** The environment a container gets, as the kubelet builds it: envFrom in order, then env. */
export function containerEnvironment(
  objects: K8sObject[],
  workload: K8sObject,
  containerName?: string,
): Record<string, string> {
  const spec = podSpec(workload);
  const container = containerName
    ? spec.containers.find((c) => c.name === containerName)
    : spec.containers[0];
  if (!container) throw new Error(`no container ${containerName ?? ''} in ${workload.metadata.name}`);
  const environment: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef)
      Object.assign(environment, configData(objects, 'ConfigMap', source.configMapRef.name));
    if (source.secretRef) Object.assign(environment, configData(objects, 'Secret', source.secretRef.name));
  }
  for (const variable of container.env ?? []) {
    if (variable.value !== undefined) environment[variable.name] = variable.value;
    const ref = variable.valueFrom?.configMapKeyRef ?? variable.valueFrom?.secretKeyRef;
    if (ref) {
      const kind = variable.valueFrom?.configMapKeyRef ? 'ConfigMap' : 'Secret';
      const value = configData(objects, kind, ref.name)[ref.key];
      if (value === undefined)
        throw new Error(
          `${workload.metadata.name}: ${variable.name} refers to a missing ${kind} key ${ref.name}/${ref.key}`,
        );
      environment[variable.name] = value;
    }
  }
  return environment;
}

/**
 * The public origin an overlay serves the web app on, from its Ingress: https when the host is
 * in the Ingress's TLS section, http otherwise.
 */
export function publicOrigin(objects: K8sObject[]): string {
  const ingresses = objects.filter((object) => object.kind === 'Ingress');
  if (ingresses.length !== 1) throw new Error(`expected one Ingress, found ${ingresses.length}`);
  const spec = (ingresses[0] as K8sObject)['spec'] as {
    rules: { host: string }[];
    tls?: { hosts: string[] }[];
  };
  const host = spec.rules[0]?.host;
  if (!host) throw new Error('the Ingress has no host');
  const tls = (spec.tls ?? []).some((entry) => entry.hosts.includes(host));
  return `${tls ? 'https' : 'http'}://${host}`;
}
