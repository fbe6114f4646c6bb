import type { K8sObject } from './render.js';
import { type Container, podSpec, workloads } from './workloads.js';

export interface PolicyOptions {
  /** Services the Ingress may route to (and the ingress controller may reach). */
  publicServices: readonly string[];
  /** The namespace of the ingress controller, as NetworkPolicies name it. */
  ingressNamespace?: string;
  /** A NetworkPolicy denying all traffic to and from every pod must be there. */
  requireDefaultDeny?: boolean;
}

/** `image:tag` or `image@sha256:…`, never `latest` nor an implicit tag. */
export function imageIsPinned(image: string | undefined): boolean {
  if (!image) return false;
  if (image.includes('@sha256:')) return true;
  const name = image.slice(image.lastIndexOf('/') + 1);
  const tag = name.includes(':') ? name.slice(name.indexOf(':') + 1) : undefined;
  return tag !== undefined && tag !== 'latest' && tag !== '';
}

function containerProblems(
  workload: K8sObject,
  container: Container,
  pod: { runAsNonRoot: boolean; seccompProfile: string | undefined },
): string[] {
  const where = `${workload.kind}/${workload.metadata.name} container ${container.name}`;
  const problems: string[] = [];
  // A Job's container runs to completion: no probes to give. A container without a port (the
  // NATS config reloader) serves no one: its pod's readiness is the server's, and it restarts when
  // it exits.
  if (workload.kind !== 'Job' && (container.ports ?? []).length > 0) {
    if (!container.livenessProbe) problems.push(`${where}: no livenessProbe`);
    if (!container.readinessProbe) problems.push(`${where}: no readinessProbe`);
  }
  const { requests, limits } = container.resources ?? {};
  if (!requests?.['cpu'] || !requests['memory']) problems.push(`${where}: no CPU and memory requests`);
  if (!limits?.['memory']) problems.push(`${where}: no memory limit`);
  const security = container.securityContext ?? {};
  if (!(security.runAsNonRoot ?? pod.runAsNonRoot)) problems.push(`${where}: runAsNonRoot is not set`);
  // The rest of the "restricted" Pod Security Standard, which the namespace enforces.
  if (!security.capabilities?.drop?.includes('ALL'))
    problems.push(`${where}: capabilities are not all dropped`);
  if ((security.capabilities?.add ?? []).length > 0) problems.push(`${where}: capabilities are added`);
  if ((security.seccompProfile?.type ?? pod.seccompProfile) !== 'RuntimeDefault')
    problems.push(`${where}: no RuntimeDefault seccomp profile`);
  if (security.readOnlyRootFilesystem !== true) problems.push(`${where}: root filesystem is not read-only`);
  if (security.allowPrivilegeEscalation !== false) problems.push(`${where}: privilege escalation is allowed`);
  if (!imageIsPinned(container.image))
    problems.push(`${where}: image ${container.image ?? '(none)'} is not pinned`);
  return problems;
}

interface NetworkPolicyPeer {
  namespaceSelector?: { matchLabels?: Record<string, string> };
  podSelector?: unknown;
  ipBlock?: unknown;
}
interface NetworkPolicySpec {
  podSelector: { matchLabels?: Record<string, string>; matchExpressions?: unknown[] };
  policyTypes?: string[];
  ingress?: { from?: NetworkPolicyPeer[] }[];
  egress?: unknown[];
}

/** What breaks the deployment policy, one line per problem (empty: compliant). */
export function policyProblems(objects: K8sObject[], options: PolicyOptions): string[] {
  const problems: string[] = [];
  for (const workload of workloads(objects)) {
    const spec = podSpec(workload);
    const pod = {
      runAsNonRoot: spec.securityContext?.runAsNonRoot === true,
      seccompProfile: spec.securityContext?.seccompProfile?.type,
    };
    for (const container of [...(spec.initContainers ?? []), ...spec.containers])
      problems.push(...containerProblems(workload, container, pod));
  }

  for (const service of objects.filter((object) => object.kind === 'Service')) {
    const type = (service['spec'] as { type?: string }).type ?? 'ClusterIP';
    if (type !== 'ClusterIP')
      problems.push(`Service/${service.metadata.name}: type ${type} exposes it outside the cluster`);
  }

  for (const ingress of objects.filter((object) => object.kind === 'Ingress')) {
    const spec = ingress['spec'] as {
      rules?: { http?: { paths: { backend: { service?: { name: string } } }[] } }[];
      defaultBackend?: unknown;
    };
    if (spec.defaultBackend) problems.push(`Ingress/${ingress.metadata.name}: a default backend`);
    for (const rule of spec.rules ?? [])
      for (const path of rule.http?.paths ?? []) {
        const name = path.backend.service?.name;
        if (!name || !options.publicServices.includes(name))
          problems.push(`Ingress/${ingress.metadata.name}: routes to ${name ?? 'a non-Service backend'}`);
      }
  }

  const policies = objects.filter((object) => object.kind === 'NetworkPolicy');
  const specOf = (policy: K8sObject) => policy['spec'] as NetworkPolicySpec;
  if (options.requireDefaultDeny) {
    const denyAll = policies.some((policy) => {
      const spec = specOf(policy);
      const selectsAll = !spec.podSelector.matchLabels && !spec.podSelector.matchExpressions;
      const types = spec.policyTypes ?? [];
      return (
        selectsAll && types.includes('Ingress') && types.includes('Egress') && !spec.ingress && !spec.egress
      );
    });
    if (!denyAll) problems.push('no default-deny NetworkPolicy (every pod, Ingress and Egress, no rule)');
  }
  if (options.ingressNamespace) {
    for (const policy of policies) {
      const spec = specOf(policy);
      const fromIngress = (spec.ingress ?? []).some((rule) =>
        (rule.from ?? []).some(
          (peer) =>
            peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] ===
              options.ingressNamespace ||
            (peer.namespaceSelector !== undefined && !peer.namespaceSelector.matchLabels) ||
            peer.ipBlock !== undefined,
        ),
      );
      const target = spec.podSelector.matchLabels?.['app.kubernetes.io/name'];
      if (fromIngress && (!target || !options.publicServices.includes(target)))
        problems.push(
          `NetworkPolicy/${policy.metadata.name}: lets the ingress controller or outside reach ${target ?? 'other pods'}`,
        );
    }
  }
  return problems;
}
