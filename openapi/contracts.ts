/** Test helpers: load the contracts with their external files inlined, walk their operations, run Prism. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { freePort } from '../mocks/front.mjs';

export const contractNames = ['api', 'identity', 'auth'] as const;
export type ContractName = (typeof contractNames)[number];
export type Node = Record<string, unknown>;

const here = dirname(fileURLToPath(import.meta.url));
export const contractPath = (name: ContractName) => join(here, `${name}.yaml`);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

function pointer(document: unknown, path: string): unknown {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (isNode(node) || Array.isArray(node) ? (node as Node)[key] : undefined), document);
}

/** Replaces every `$ref` to another file (`./examples/x.yaml#/Name`) by its target; `#/…` refs stay. */
function inlineExternal(node: unknown, file: string): unknown {
  if (Array.isArray(node)) return node.map((item) => inlineExternal(item, file));
  if (!isNode(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const [relative = '', fragment = ''] = ref.split('#');
    const target = join(dirname(file), relative);
    const value = pointer(parse(readFileSync(target, 'utf8')), fragment);
    if (value === undefined) throw new Error(`${file}: unresolved $ref ${ref}`);
    return inlineExternal(value, target);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlineExternal(value, file)]));
}

export function loadContract(name: ContractName): Node {
  const file = contractPath(name);
  return inlineExternal(parse(readFileSync(file, 'utf8')), file) as Node;
}

/** Follows `#/…` references inside a loaded contract. */
export function deref<T = Node>(document: Node, node: unknown): T {
  let current = node;
  while (isNode(current) && typeof current.$ref === 'string') current = pointer(document, current.$ref.slice(1));
  if (current === undefined) throw new Error(`unresolved reference in ${JSON.stringify(node)}`);
  return current as T;
}

export interface Operation {
  method: string;
  path: string;
  operation: Node;
  parameters: Node[];
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

export function operations(document: Node): Operation[] {
  return Object.entries(deref(document, document.paths)).flatMap(([path, item]) => {
    const pathItem = deref(document, item);
    return methods
      .filter((method) => isNode(pathItem[method]))
      .map((method) => {
        const operation = pathItem[method] as Node;
        const all = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])];
        return { method, path, operation, parameters: all.map((p) => deref(document, p)) };
      });
  });
}

/** The named examples (or the single `example`) of a media type object, as [name, value]. */
export function mediaExamples(document: Node, media: Node): [string, unknown][] {
  if ('example' in media) return [['example', media.example]];
  return Object.entries(deref(document, media.examples ?? {})).map(([name, example]) => [name, deref<Node>(document, example).value]);
}

const prismBin = fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url));

/** Prism serving the contract `name` from `folder`/openapi (a copy the mocks serve), on a free port. */
export async function startPrism(name: ContractName, folder: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(prismBin, ['mock', join(folder, 'openapi', `${name}.yaml`), '-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 400; attempt++) {
    if (child.exitCode !== null) throw new Error(`prism for ${name} exited with ${child.exitCode}`);
    try {
      await fetch(base, { signal: AbortSignal.timeout(500) });
      return { child, base };
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  child.kill();
  throw new Error(`prism for ${name} did not start`);
}

/** A valid request for the operation, from the examples in the contract. */
export function buildRequest(document: Node, base: string, { method, path, operation, parameters }: Operation): Request {
  let resolvedPath = path;
  const query = new URLSearchParams();
  const headers = new Headers();
  for (const parameter of parameters) {
    if (!('example' in parameter)) {
      if (parameter.required) throw new Error(`${method} ${path}: required parameter ${String(parameter.name)} has no example`);
      continue;
    }
    const value = String(parameter.example);
    if (parameter.in === 'path') resolvedPath = resolvedPath.replace(`{${String(parameter.name)}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.set(String(parameter.name), value);
    if (parameter.in === 'header') headers.set(String(parameter.name), value);
  }
  const schemes = deref<Node>(document, (document.components as Node | undefined)?.securitySchemes ?? {});
  const requirements = (operation.security ?? document.security ?? []) as Node[];
  for (const scheme of requirements.flatMap((r) => Object.keys(r)).map((key) => schemes[key] as Node)) {
    if (scheme.type === 'http') headers.set('Authorization', 'Bearer test-id-token');
    if (scheme.type === 'apiKey') query.set(String(scheme.name), 'test-api-key');
  }
  let body: BodyInit | undefined;
  if (operation.requestBody) {
    const [mediaType, media] = Object.entries(deref<Node>(document, operation.requestBody).content as Record<string, Node>)[0] ?? [];
    if (!mediaType || !media) throw new Error(`${method} ${path}: request body without content`);
    const [, example] = mediaExamples(document, media)[0] ?? [];
    if (example === undefined) throw new Error(`${method} ${path}: request body without example`);
    if (mediaType === 'application/json') {
      headers.set('Content-Type', mediaType);
      body = JSON.stringify(example);
    } else if (mediaType === 'application/x-www-form-urlencoded') {
      body = new URLSearchParams(example as Record<string, string>);
    } else if (mediaType === 'multipart/form-data') {
      const properties = deref<Node>(document, media.schema).properties as Record<string, Node>;
      const form = new FormData();
      for (const [key, value] of Object.entries(example as Node)) {
        if (properties[key]?.contentMediaType) form.append(key, new Blob(['%PDF-1.7 example'], { type: 'application/pdf' }), 'example.pdf');
        else form.append(key, Array.isArray(value) ? value.join(',') : String(value));
      }
      body = form;
    }
  }
  const search = query.size ? `?${query}` : '';
  return new Request(`${base}${resolvedPath}${search}`, { method: method.toUpperCase(), headers, body });
}

/**
 * Checks values against the schemas of the loaded contracts: `check(contract, schema, value)` gives
 * ajv's errors as text, or undefined when the value matches. A schema's local refs point into its contract.
 */
export function schemaChecker(documents: Record<ContractName, Node>) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const [name, document] of Object.entries(documents)) ajv.addSchema({ ...document, $id: `${name}.json` });
  const anchored = (contract: string, schema: unknown): unknown =>
    JSON.parse(JSON.stringify(schema), (key, value: unknown) => (key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${contract}.json${value}` : value));
  return (contract: string, schema: unknown, value: unknown): string | undefined => {
    const validate = ajv.compile(anchored(contract, schema) as object);
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}
