/**
 * Every operation answers from a running Prism mock with its 2xx example, for a valid request
 * built from the contract's own parameter and request-body examples; the body is that example, with
 * its dates moved by the whole weeks the mocks move them. A response carrying `sl-violations` means
 * Prism found the request invalid: that fails the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockWeeks, shiftDate } from '../mocks/anchor.mjs';
import { freePort } from '../mocks/front.mjs';
import { writeRebasedContracts } from '../mocks/rebase.mjs';
import { contractNames, deref, loadContract, mediaExamples, operations, type ContractName, type Node, type Operation } from './contracts';

const prismBin = fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url));

// The contracts as the mocks serve them.
const weeks = mockWeeks();
const rebased = writeRebasedContracts(weeks);

async function startPrism(name: ContractName): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(prismBin, ['mock', join(rebased, 'openapi', `${name}.yaml`), '-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
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
function buildRequest(document: Node, base: string, { method, path, operation, parameters }: Operation): Request {
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

/** The value of the first example of the operation's first 2xx response (what Prism answers by default). */
function firstSuccessExample(document: Node, { operation }: Operation): unknown {
  const [, response] = Object.entries(deref<Node>(document, operation.responses)).find(([status]) => status.startsWith('2')) ?? [];
  const media = (deref<Node>(document, response).content as Record<string, Node>)['application/json'];
  return media ? mediaExamples(document, media)[0]?.[1] : undefined;
}

describe.each(contractNames)('%s contract on Prism', (name) => {
  const document = loadContract(name);
  let prism: { child: ChildProcess; base: string } | undefined;

  beforeAll(async () => {
    prism = await startPrism(name);
  });
  afterAll(() => {
    prism?.child.kill();
  });

  it.each(operations(document).map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s answers 2xx', async (_, op) => {
    if (!prism) throw new Error('prism is not running');
    const response = await fetch(buildRequest(document, prism.base, op));
    expect(response.headers.get('sl-violations'), 'Prism found the request invalid').toBeNull();
    expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    const example = JSON.stringify(firstSuccessExample(document, op));
    const served = JSON.parse(example, (_, value: unknown) => (typeof value === 'string' ? shiftDate(value, weeks) : value));
    expect(await response.json(), 'the body is the first example, its dates moved').toEqual(served);
  });
});
