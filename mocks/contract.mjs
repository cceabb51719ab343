// The contracts in openapi/ as the mocks and the contract tests read them: each loaded once with its
// external files inlined, its operations with the request paths they match, and a checker of values
// against its schemas (OpenAPI 3.1's schemas are JSON Schema 2020-12).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export const contractNames = ['api', 'identity', 'auth'];
const openapi = fileURLToPath(new URL('../openapi/', import.meta.url));
export const contractPath = (name) => join(openapi, `${name}.yaml`);

const isNode = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function pointer(document, path) {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce((node, key) => (isNode(node) || Array.isArray(node) ? node[key] : undefined), document);
}

/**
 * The YAML file at `path`, parsed once a process: a contract refers to the same examples file many
 * times, and parsing it again for each reference was most of the contract tests' time; each test
 * file loads the contracts again. Read only: `inlineExternal` builds new objects from it.
 */
const parsedFiles = new Map();
function parsedFile(path) {
  if (!parsedFiles.has(path)) parsedFiles.set(path, parse(readFileSync(path, 'utf8')));
  return parsedFiles.get(path);
}

/** `node` with every `$ref` to another file (`./examples/x.yaml#/Name`) replaced by its target; `#/…` refs stay. */
function inlineExternal(node, file) {
  if (Array.isArray(node)) return node.map((item) => inlineExternal(item, file));
  if (!isNode(node)) return node;
  const ref = node.$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) {
    const [relative = '', fragment = ''] = ref.split('#');
    const target = join(dirname(file), relative);
    const value = pointer(parsedFile(target), fragment);
    if (value === undefined) throw new Error(`${file}: unresolved $ref ${ref}`);
    return inlineExternal(value, target);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, inlineExternal(value, file)]));
}

/** The contract `name` (api, identity, auth) with its external files inlined. */
export function loadContract(name) {
  const file = contractPath(name);
  return inlineExternal(parsedFile(file), file);
}

/** Follows `#/…` references inside a loaded contract. */
export function deref(document, node) {
  let current = node;
  while (isNode(current) && typeof current.$ref === 'string') current = pointer(document, current.$ref.slice(1));
  if (current === undefined) throw new Error(`unresolved reference in ${JSON.stringify(node)}`);
  return current;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const escape = (text) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The operations of a loaded contract, those whose path has fewer parameters first (so that
 * /trainer/bank-account is not /trainer/{trainerId}): method (lower case), path, operation object,
 * parameters, operationId, whether it is designed (`x-designed`), and the pattern its request paths
 * match, with a named group for each path parameter.
 */
export function operations(document) {
  return Object.entries(deref(document, document.paths))
    .sort(([a], [b]) => a.split('{').length - b.split('{').length)
    .flatMap(([path, item]) => {
      const pathItem = deref(document, item);
      return METHODS.filter((method) => isNode(pathItem[method])).map((method) => {
        const operation = pathItem[method];
        const all = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])];
        return {
          method,
          path,
          operation,
          parameters: all.map((parameter) => deref(document, parameter)),
          operationId: operation.operationId,
          designed: operation['x-designed'] === true,
          pattern: new RegExp(`^${escape(path).replace(/\{([^}]+)\}/g, '(?<$1>[^/]+)')}$`),
        };
      });
    });
}

/** The operation of `list` a `method` request to `url` is, with its path parameters by name. */
export function operationOf(list, method, url) {
  const { pathname } = new URL(url, 'http://mock');
  const lower = method.toLowerCase();
  for (const operation of list) {
    if (operation.method !== lower) continue;
    const match = operation.pattern.exec(pathname);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
      );
      return { operation, params };
    }
  }
  return undefined;
}

/**
 * Checks values against the schemas of loaded contracts: `check(contract, schema, value)` gives
 * ajv's errors as text, or undefined when the value matches. A schema's local refs point into its contract.
 */
export function schemaChecker(documents) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const [name, document] of Object.entries(documents)) ajv.addSchema({ ...document, $id: `${name}.json` });
  const compiled = new WeakMap();
  const anchored = (contract, schema) =>
    JSON.parse(JSON.stringify(schema), (key, value) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${contract}.json${value}` : value,
    );
  return (contract, schema, value) => {
    const key = isNode(schema) ? schema : undefined;
    const validate = (key && compiled.get(key)) ?? ajv.compile(anchored(contract, schema));
    if (key) compiled.set(key, validate);
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}

/** The JSON schema of `operation`'s answer with `status` (its own code, else `2XX`-style, else default), if it has one. */
export function responseSchema(document, operation, status) {
  const responses = operation.operation.responses ?? {};
  const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!response) return undefined;
  return deref(document, response).content?.['application/json']?.schema;
}

/**
 * The contract `name` for a mock: its document, its operations, the operation a request is, and
 * `violation(operation, status, value)`: why an answer breaks the contract (a status the operation
 * does not declare, or a body its schema refuses), or undefined.
 */
export function mockContract(name) {
  const document = loadContract(name);
  const list = operations(document);
  const check = schemaChecker({ [name]: document });
  return {
    name,
    document,
    operations: list,
    operationOf: (method, url) => operationOf(list, method, url),
    violation(operation, status, value) {
      const responses = operation.operation.responses ?? {};
      if (!(String(status) in responses) && !(`${String(status)[0]}XX` in responses) && !responses.default)
        return `${operation.operationId} has no ${status} answer in the contract`;
      const schema = responseSchema(document, operation, status);
      if (!schema || value === undefined) return undefined;
      const errors = check(name, schema, value);
      return errors && `${operation.operationId} ${status}: ${errors}`;
    },
  };
}
