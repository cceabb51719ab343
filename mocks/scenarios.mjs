// The mock scenario switcher: per operation of a contract, the named example or error the mock answers
// until it is set back (kept in memory). `GET /__mock/scenarios` is a small page listing every
// operation with its choices (JSON with `Accept: application/json`); `PUT /__mock/scenarios` with
// `{ "operationId": "…", "prefer": "example=empty" }` sets one (`"prefer": null` sets it back).
import { deref } from './contract.mjs';

export const SCENARIOS = '/__mock/scenarios';
/** `DELETE` it to start your world again (the one `X-Mock-World` names): its records as the examples hold them, and no choices set. */
export const WORLD = '/__mock/world';

/** Every operation of `contract` (mocks/contract.mjs) with the preferences its mock can answer. */
export function scenarioOperations(contract) {
  return contract.operations.map(({ method, path, operation, operationId, designed }) => ({
    operationId,
    method: method.toUpperCase(),
    path,
    designed,
    choices: Object.entries(operation.responses).flatMap(([code, reference]) => {
      const media = deref(contract.document, reference).content?.['application/json'];
      const names = Object.keys(media?.examples ? deref(contract.document, media.examples) : {});
      return code.startsWith('2') && names.length > 1 ? names.map((name) => `example=${name}`) : [`code=${code}`];
    }),
  }));
}

/**
 * For a mock of the specification's calls only: whether a `method` and `url` call is one of
 * `contract`'s designed operations (`x-designed: true`), which a backend may not have yet.
 */
export function designedCalls(contract) {
  return (method, url) => contract.operationOf(method, url)?.operation.designed === true;
}

const page = (title) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font:14px system-ui;margin:2rem}td,th{padding:.2rem .6rem;text-align:left}code{font-size:12px}</style></head>
<body><h1>${title}</h1><p>What the mock answers for each call in your world (this browser's); the world's happy path unless a choice is set.</p>
<p><button id="reset" type="button">Reset my world</button> <span id="status" role="status"></span></p>
<table><thead><tr><th>Call</th><th>Answer</th></tr></thead><tbody id="rows"></tbody></table>
<script type="module">
const url = location.pathname;
const rows = document.getElementById('rows');
document.getElementById('reset').onclick = async () => {
  const answer = await fetch('${WORLD}', { method: 'DELETE' });
  if (answer.ok) location.reload();
  else document.getElementById('status').textContent = 'The world could not be reset (' + answer.status + ').';
};
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

/**
 * A switcher for the operations of `contract`, served by the mock front in front of its Prism. Each
 * world (`X-Mock-World`, which the dev server sets per browser) has its own choices.
 */
export function createScenarios(contract) {
  const operations = scenarioOperations(contract);
  const worlds = new Map();
  const choicesOf = (world) => worlds.get(world) ?? worlds.set(world, new Map()).get(world);
  return {
    /** The preference set in `world` for the operation `method` and `url` call, if any. */
    preference(method, url, world = '') {
      const operationId = contract.operationOf(method, url)?.operation.operationId;
      return operationId && worlds.get(world)?.get(operationId);
    },
    /** Sets every choice of `world` back to the world's own answers (all worlds' without one). */
    reset(world) {
      if (world === undefined) worlds.clear();
      else worlds.delete(world);
    },
    serve(incoming, outgoing, raw) {
      const chosen = choicesOf(String(incoming.headers['x-mock-world'] ?? ''));
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
        const list = operations.map((operation) => ({
          ...operation,
          current: chosen.get(operation.operationId) ?? null,
        }));
        return outgoing.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(list));
      }
      return outgoing.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page('Mock scenarios'));
    },
  };
}
