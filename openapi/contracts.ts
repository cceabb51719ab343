/** Test helpers: load the contracts with their external files inlined, and walk their operations. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

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
