// The mock scenario switcher: per operation of a contract, the named example or error the mock answers
// until it is set back (kept in memory). `GET /__mock/scenarios` is a small page listing every
// operation with its choices (JSON with `Accept: application/json`); `PUT /__mock/scenarios` with
// `{ "operationId": "…", "prefer": "example=empty" }` sets one (`"prefer": null` sets it back).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const SCENARIOS = '/__mock/scenarios';

const openapi = fileURLToPath(new URL('../openapi/', import.meta.url));
const documents = new Map();
const load = (file) => documents.get(file) ?? documents.set(file, parse(readFileSync(file, 'utf8'))).get(file);
const pointer = (document, path) =>
  path
    .split('/')
    .filter(Boolean)
    .reduce((node, key) => node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
function resolve(node, file) {
  while (node && typeof node.$ref === 'string') {
    const [relative, fragment = ''] = node.$ref.split('#');
    if (relative) file = join(dirname(file), relative);
    node = pointer(load(file), fragment);
  }
  return [node, file];
}

/** Every operation of `contract` (a file in openapi/) with the preferences its mock can answer. */
export function scenarioOperations(contract) {
  const file = join(openapi, contract);
  // A path without parameters first: /trainer/bank-account is not /trainer/{trainerId}.
  const paths = Object.entries(load(file).paths).sort(([a], [b]) => a.split('{').length - b.split('{').length);
  return paths.flatMap(([path, item]) =>
    ['get', 'put', 'post', 'delete', 'patch']
      .filter((method) => item[method])
      .map((method) => {
        const operation = item[method];
        const choices = Object.entries(operation.responses).flatMap(([code, reference]) => {
          const [response, at] = resolve(reference, file);
          const media = response?.content?.['application/json'];
          const [named] = media?.examples ? resolve(media.examples, at) : [undefined];
          const names = Object.keys(named ?? {});
          return code.startsWith('2') && names.length > 1 ? names.map((name) => `example=${name}`) : [`code=${code}`];
        });
        const pattern = new RegExp(
          `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
        );
        return {
          operationId: operation.operationId,
          method: method.toUpperCase(),
          path,
          pattern,
          choices,
          designed: operation['x-designed'] === true,
        };
      }),
  );
}

/** The operation of `contract` a `method` and `url` call is, if any (a path without parameters first). */
function operationOf(operations, method, url) {
  const { pathname } = new URL(url, 'http://mock');
  return operations.find((candidate) => candidate.method === method && candidate.pattern.test(pathname));
}

/**
 * For a mock of the specification's calls only: whether a `method` and `url` call is one of
 * `contract`'s designed operations (`x-designed: true`), which a backend may not have yet.
 */
export function designedCalls(contract) {
  const operations = scenarioOperations(contract);
  return (method, url) => operationOf(operations, method, url)?.designed === true;
}

const page = (title) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:14px system-ui;margin:2rem}td,th{padding:.2rem .6rem;text-align:left}code{font-size:12px}</style></head>
<body><h1>${title}</h1><p>What the mock answers for each call; the world's happy path unless a choice is set.</p>
<table><thead><tr><th>Call</th><th>Answer</th></tr></thead><tbody id="rows"></tbody></table>
<script type="module">
const url = location.pathname;
const rows = document.getElementById('rows');
const operations = await (await fetch(url, { headers: { Accept: 'application/json' } })).json();
for (const { operationId, method, path, choices, current } of operations) {
  const row = rows.insertRow();
  row.insertCell().innerHTML = '<code></code>';
  row.cells[0].firstChild.textContent = method + ' ' + path;
  const select = document.createElement('select');
  select.setAttribute('aria-label', operationId);
  for (const choice of ['', ...choices]) select.add(new Option(choice || 'the world (default)', choice, false, choice === (current ?? '')));
  select.onchange = () => fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ operationId, prefer: select.value || null }) });
  row.insertCell().append(select);
}
</script></body></html>`;

/** A switcher for the operations of `contract`, served by the mock front in front of its Prism. */
export function createScenarios(contract) {
  const operations = scenarioOperations(contract);
  const chosen = new Map();
  return {
    /** The preference set for the operation `method` and `url` call, if any. */
    preference(method, url) {
      const operation = operationOf(operations, method, url);
      return operation && chosen.get(operation.operationId);
    },
    serve(incoming, outgoing, raw) {
      if (incoming.method === 'PUT') {
        let input;
        try {
          input = JSON.parse(raw.toString('utf8'));
        } catch {
          input = undefined;
        }
        const operation = operations.find(({ operationId }) => operationId === input?.operationId);
        if (!operation || (input.prefer !== null && !operation.choices.includes(input.prefer))) {
          return outgoing.writeHead(400, { 'Content-Type': 'text/plain' }).end('Unknown operation or choice.\n');
        }
        if (input.prefer === null) chosen.delete(operation.operationId);
        else chosen.set(operation.operationId, input.prefer);
        return outgoing.writeHead(204).end();
      }
      if (/json/.test(incoming.headers.accept ?? '')) {
        const list = operations.map(({ pattern: _, ...operation }) => ({
          ...operation,
          current: chosen.get(operation.operationId) ?? null,
        }));
        return outgoing.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
      }
      return outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page('Mock scenarios'));
    },
  };
}
