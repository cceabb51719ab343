/** Test helpers: load the contracts with their external files inlined, walk their operations, run Prism. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deref, type ContractName, type Node, type Operation } from './contract.mjs';
import { freePort } from './front.mjs';

export {
  contractNames,
  contractPath,
  deref,
  loadContract,
  operationOf,
  operations,
  schemaChecker,
  type ContractName,
  type Node,
  type Operation,
} from './contract.mjs';

/** The named examples (or the single `example`) of a media type object, as [name, value]. */
export function mediaExamples(document: Node, media: Node): [string, unknown][] {
  if ('example' in media) return [['example', media.example]];
  return Object.entries(deref(document, media.examples ?? {})).map(([name, example]) => [
    name,
    deref<Node>(document, example).value,
  ]);
}

const prismBin = fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url));

/** Prism serving the contract `name` from `folder`/openapi (a copy the mocks serve), on a free port. */
export async function startPrism(name: ContractName, folder: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(
    prismBin,
    ['mock', join(folder, 'openapi', `${name}.yaml`), '-h', '127.0.0.1', '-p', String(port)],
    { stdio: 'ignore' },
  );
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
export function buildRequest(
  document: Node,
  base: string,
  { method, path, operation, parameters }: Operation,
): Request {
  let resolvedPath = path;
  const query = new URLSearchParams();
  const headers = new Headers();
  for (const parameter of parameters) {
    if (!('example' in parameter)) {
      if (parameter.required)
        throw new Error(`${method} ${path}: required parameter ${String(parameter.name)} has no example`);
      continue;
    }
    const value = String(parameter.example);
    if (parameter.in === 'path')
      resolvedPath = resolvedPath.replace(`{${String(parameter.name)}}`, encodeURIComponent(value));
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
    const [mediaType, media] =
      Object.entries(deref<Node>(document, operation.requestBody).content as Record<string, Node>)[0] ?? [];
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
        if (properties[key]?.contentMediaType)
          form.append(key, new Blob(['%PDF-1.7 example'], { type: 'application/pdf' }), 'example.pdf');
        else form.append(key, Array.isArray(value) ? value.join(',') : String(value));
      }
      body = form;
    }
  }
  const search = query.size ? `?${query}` : '';
  return new Request(`${base}${resolvedPath}${search}`, { method: method.toUpperCase(), headers, body });
}
