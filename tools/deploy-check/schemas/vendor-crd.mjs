#!/usr/bin/env node
// Turns a CustomResourceDefinition into the JSON schema the manifest tests validate its objects
// against: the served version's openAPIV3Schema without descriptions (size), as given.
//
//   node tools/deploy-check/schemas/vendor-crd.mjs <crd.yaml> <version> > tools/deploy-check/schemas/<file>.json
//
// Vendored so far (CloudNativePG v1.30.0, config/crd/bases/):
//   postgresql.cnpg.io_clusters.yaml          -> postgresql.cnpg.io_v1_Cluster.json
//   postgresql.cnpg.io_scheduledbackups.yaml  -> postgresql.cnpg.io_v1_ScheduledBackup.json
// and the Barman Cloud plugin v0.14.0 (cloudnative-pg/plugin-barman-cloud, config/crd/bases/):
//   barmancloud.cnpg.io_objectstores.yaml     -> barmancloud.cnpg.io_v1_ObjectStore.json
// and cert-manager v1.21.1 (cert-manager/cert-manager, deploy/crds/):
//   cert-manager.io_issuers.yaml              -> cert-manager.io_v1_Issuer.json
//   cert-manager.io_certificates.yaml         -> cert-manager.io_v1_Certificate.json
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const [file, version] = process.argv.slice(2);
if (!file || !version) {
  console.error('usage: vendor-crd.mjs <crd.yaml> <version>');
  process.exit(2);
}
const crd = parse(readFileSync(file, 'utf8'));
const served = crd.spec.versions.find((entry) => entry.name === version);
if (!served) throw new Error(`${file} has no version ${version}`);

const strip = (node) => {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'description' && typeof value === 'string'))
      .map(([key, value]) => [key, strip(value)]),
  );
};

const schema = {
  $comment: `${crd.spec.group}/${version} ${crd.spec.names.kind}, from ${file.split('/').pop()} (descriptions removed)`,
  ...strip(served.schema.openAPIV3Schema),
};
process.stdout.write(`${JSON.stringify(schema)}\n`);
