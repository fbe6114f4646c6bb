import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { type K8sObject, repoRoot } from './render.js';

/**
 * Offline validation of rendered manifests.
 *
 * Built-in kinds: the `kubernetes-models` package (the Kubernetes OpenAPI schemas, compiled) checks
 * types, enums and required fields, and, since those schemas accept any unknown field, the same
 * package's type declarations (generated from the same OpenAPI document) are walked with the
 * TypeScript checker to refuse every field the API does not define (`imagePullPolicyy`).
 *
 * Custom resources: their CustomResourceDefinition's schema, vendored in tools/deploy-check/schemas
 * (vendor-crd.mjs), with unknown fields refused wherever the schema lists the fields (as the API
 * server prunes them). An apiVersion/kind with neither is an error: nothing passes unchecked.
 */

/** Built-in kinds the overlays use (group/version → kubernetes-models directory). */
const BUILT_IN: Record<string, string[]> = {
  v1: ['Namespace', 'ConfigMap', 'Secret', 'Service', 'ServiceAccount', 'PersistentVolumeClaim'],
  'apps/v1': ['Deployment', 'StatefulSet', 'DaemonSet'],
  'batch/v1': ['Job', 'CronJob'],
  'networking.k8s.io/v1': ['Ingress', 'NetworkPolicy'],
  'autoscaling/v2': ['HorizontalPodAutoscaler'],
  'policy/v1': ['PodDisruptionBudget'],
};

const CUSTOM: Record<string, string[]> = {
  'postgresql.cnpg.io/v1': ['Cluster', 'ScheduledBackup'],
  'barmancloud.cnpg.io/v1': ['ObjectStore'],
  'cert-manager.io/v1': ['Issuer', 'Certificate'],
};

const modulePath = (apiVersion: string, kind: string): string => `kubernetes-models/${apiVersion}/${kind}`;

interface Model {
  validate(): void;
}
type ModelClass = new (data: unknown) => Model;

async function builtInModel(apiVersion: string, kind: string): Promise<ModelClass | undefined> {
  if (!BUILT_IN[apiVersion]?.includes(kind)) return undefined;
  const loaded = (await import(modulePath(apiVersion, kind))) as Record<string, ModelClass>;
  return loaded[kind];
}

// --- unknown fields of built-in kinds: the type declarations -------------------------------------

let checker: ts.TypeChecker | undefined;
const rootTypes = new Map<string, ts.Type>();
let objectMetaType: ts.Type | undefined;

const key = (apiVersion: string, kind: string) => `${apiVersion}|${kind}`;

/** One program over kubernetes-models' declarations, with a type alias per built-in kind. */
function typeChecker(): ts.TypeChecker {
  if (checker) return checker;
  const entries = Object.entries(BUILT_IN).flatMap(([apiVersion, kinds]) =>
    kinds.map((kind) => ({ apiVersion, kind })),
  );
  const rootName = join(repoRoot, 'tools/deploy-check/__kinds__.ts');
  const source =
    entries
      .map(
        ({ apiVersion, kind }, index) =>
          `export type K${index} = import('${modulePath(apiVersion, kind)}').I${kind};`,
      )
      .join('\n') +
    "\nexport type Meta = import('@kubernetes-models/apimachinery/apis/meta/v1/ObjectMeta').IObjectMeta;\n";
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
    types: [],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === rootName ? source : readFile(name));
  host.fileExists = (name) => name === rootName || fileExists(name);
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === rootName
      ? ts.createSourceFile(name, source, languageVersion)
      : getSourceFile(name, languageVersion, ...rest);
  const program = ts.createProgram([rootName], options, host);
  const created = program.getTypeChecker();
  const root = program.getSourceFile(rootName);
  if (!root) throw new Error('kinds file not loaded');
  const aliases = root.statements.filter(ts.isTypeAliasDeclaration);
  entries.forEach(({ apiVersion, kind }, index) => {
    const alias = aliases[index];
    if (!alias) throw new Error(`no alias for ${kind}`);
    const type = created.getTypeAtLocation(alias.name);
    if (type.flags & ts.TypeFlags.Any) throw new Error(`${modulePath(apiVersion, kind)}: I${kind} not found`);
    rootTypes.set(key(apiVersion, kind), type);
  });
  const meta = aliases[entries.length];
  if (!meta) throw new Error('no ObjectMeta alias');
  objectMetaType = created.getTypeAtLocation(meta.name);
  checker = created;
  return created;
}

/** Every field of `value` that its declared type does not have, as paths. */
function unknownFields(value: unknown, type: ts.Type, path: string, found: string[]): void {
  const check = typeChecker();
  if (value === null || value === undefined || typeof value !== 'object') return;
  const declared = check.getNonNullableType(type);
  if (declared.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return;
  if (Array.isArray(value)) {
    const element = check.getIndexTypeOfType(declared, ts.IndexKind.Number);
    if (element) value.forEach((item, index) => unknownFields(item, element, `${path}[${index}]`, found));
    return;
  }
  const candidates = (declared.isUnion() ? declared.types : [declared]).filter(
    (candidate) => candidate.flags & ts.TypeFlags.Object,
  );
  // Not an object in the API (a string, a number): the schema validation reports the type.
  const [objectType] = candidates;
  if (!objectType) return;
  const index = check.getIndexTypeOfType(objectType, ts.IndexKind.String);
  for (const [name, field] of Object.entries(value)) {
    const property = check.getPropertyOfType(objectType, name);
    if (property) unknownFields(field, check.getTypeOfSymbol(property), `${path}.${name}`, found);
    else if (index) unknownFields(field, index, `${path}.${name}`, found);
    else found.push(`${path}.${name}`);
  }
}

// --- custom resources: vendored CRD schemas -----------------------------------------------------

type JsonSchema = Record<string, unknown>;

/**
 * As the API server treats a structural schema: a field the schema does not list is refused
 * (rather than pruned) unless the schema keeps unknown fields there.
 */
function refuseUnknownFields(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(refuseUnknownFields);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = Object.fromEntries<unknown>(
    Object.entries(schema).map(([name, value]) => [name, refuseUnknownFields(value)]),
  );
  if (
    node['properties'] !== undefined &&
    node['additionalProperties'] === undefined &&
    node['x-kubernetes-preserve-unknown-fields'] !== true
  )
    node['additionalProperties'] = false;
  return node;
}

const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const customValidators = new Map<string, ValidateFunction>();

function customValidator(apiVersion: string, kind: string): ValidateFunction | undefined {
  if (!CUSTOM[apiVersion]?.includes(kind)) return undefined;
  const cacheKey = key(apiVersion, kind);
  let validator = customValidators.get(cacheKey);
  if (!validator) {
    const file = join(repoRoot, 'tools/deploy-check/schemas', `${apiVersion.replace('/', '_')}_${kind}.json`);
    const schema = JSON.parse(readFileSync(file, 'utf8')) as JsonSchema;
    delete schema['$comment'];
    validator = ajv.compile(refuseUnknownFields(schema) as JsonSchema);
    customValidators.set(cacheKey, validator);
  }
  return validator;
}

const describeAjv = (errors: ErrorObject[] | null | undefined): string[] =>
  (errors ?? []).map((error) =>
    error.keyword === 'additionalProperties'
      ? `${error.instancePath || '/'}: unknown field "${String(error.params['additionalProperty'])}"`
      : `${error.instancePath || '/'}: ${error.message ?? error.keyword}`,
  );

/**
 * Kustomize wraps long base64 values of a Secret's `data` over several lines, which the API
 * server's decoder (Go's base64, which skips line breaks) accepts: so does this check.
 */
function apiDecoded(object: K8sObject): K8sObject {
  if (object.kind !== 'Secret' || !object['data']) return object;
  const data = Object.fromEntries(
    Object.entries(object['data'] as Record<string, string>).map(([name, value]) => [
      name,
      value.replace(/[\r\n]/g, ''),
    ]),
  );
  return { ...object, data };
}

// --- entry point ----------------------------------------------------------------------------------

/** What is wrong with one object, as `Kind/name: problem` lines (empty: valid). */
export async function validateObject(object: K8sObject): Promise<string[]> {
  const label = `${object.kind}/${object.metadata.name}`;
  const { apiVersion, kind } = object;
  const problems: string[] = [];
  const Model = await builtInModel(apiVersion, kind);
  if (Model) {
    try {
      new Model(apiDecoded(object)).validate();
    } catch (error) {
      const errors = (error as { errors?: ErrorObject[] }).errors;
      problems.push(...(errors ? describeAjv(errors) : [String(error)]));
    }
    const type = (typeChecker(), rootTypes.get(key(apiVersion, kind)));
    if (!type) throw new Error(`no declared type for ${apiVersion} ${kind}`);
    const unknown: string[] = [];
    unknownFields(object, type, '', unknown);
    problems.push(...unknown.map((path) => `${path}: unknown field`));
  } else {
    const validator = customValidator(apiVersion, kind);
    if (!validator) return [`${label}: no schema for ${apiVersion} ${kind}`];
    if (!validator(object)) problems.push(...describeAjv(validator.errors));
    // The CRD schema leaves metadata open: the API's ObjectMeta still applies.
    typeChecker();
    const unknown: string[] = [];
    if (objectMetaType) unknownFields(object.metadata, objectMetaType, '.metadata', unknown);
    problems.push(...unknown.map((path) => `${path}: unknown field`));
  }
  return problems.map((problem) => `${label}: ${problem}`);
}

export async function validateObjects(objects: K8sObject[]): Promise<string[]> {
  const problems: string[] = [];
  for (const object of objects) problems.push(...(await validateObject(object)));
  return problems;
}
