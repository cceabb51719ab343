import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractNames, deref, loadContract, mediaExamples, operations, schemaChecker, type ContractName, type Node } from '../mocks/contracts';

interface Case {
  name: string;
  schema: unknown;
  value: unknown;
  contract: string;
}

/** Every example in a contract next to the schema it must satisfy: responses, request bodies and parameters. */
function cases(contract: string, document: Node): Case[] {
  const found: Case[] = [];
  for (const { method, path, operation, parameters } of operations(document)) {
    const where = `${contract} ${method.toUpperCase()} ${path}`;
    for (const parameter of parameters) {
      if ('example' in parameter) found.push({ contract, name: `${where} parameter ${String(parameter.name)}`, schema: parameter.schema, value: parameter.example });
    }
    const bodies: [string, Node][] = Object.entries(deref(document, operation.responses)).map(([status, response]) => [status, deref(document, response)]);
    if (operation.requestBody) bodies.push(['request', deref(document, operation.requestBody)]);
    for (const [label, body] of bodies) {
      for (const [mediaType, media] of Object.entries((body.content as Record<string, Node> | undefined) ?? {})) {
        for (const [example, value] of mediaExamples(document, media)) {
          found.push({ contract, name: `${where} ${label} ${mediaType} ${example}`, schema: media.schema, value });
        }
      }
    }
  }
  return found;
}

const documents = Object.fromEntries(contractNames.map((name) => [name, loadContract(name)])) as Record<ContractName, Node>;
const check = schemaChecker(documents);

const all = Object.entries(documents).flatMap(([name, document]) => cases(name, document));

describe('contract examples', () => {
  it('exist for every operation', () => {
    expect(all.length).toBeGreaterThan(250);
  });

  it.each(all.map((c) => [c.name, c] as const))('%s matches its schema', (_, { contract, schema, value }) => {
    expect(check(contract, schema, value)).toBeUndefined();
  });
});

describe('example data rules', () => {
  const values = all.map((c) => c.value);
  const walk = (node: unknown, visit: (n: Node) => void): void => {
    if (Array.isArray(node)) node.forEach((item) => walk(item, visit));
    else if (typeof node === 'object' && node !== null) {
      visit(node as Node);
      Object.values(node).forEach((item) => walk(item, visit));
    }
  };

  it('every image the examples show is served from public/media', () => {
    const images = new Set(JSON.stringify(values).match(/\/media\/[\w./-]+\.svg/g));
    expect(images.size).toBeGreaterThan(50);
    for (const image of images) expect(existsSync(fileURLToPath(new URL(`../public${image}`, import.meta.url))), image).toBe(true);
  });

  it('prices respect £20 per 45 minutes', () => {
    walk(values, (node) => {
      const price = node.price as { amount?: unknown } | undefined;
      if (typeof node.durationMinutes === 'number' && typeof price?.amount === 'number') {
        expect(price.amount, `${String(node.id ?? node.title)}`).toBeGreaterThanOrEqual(Math.ceil((node.durationMinutes / 45) * 2000));
      }
    });
  });

  const api = documents.api;
  const successExamples = (path: string) => {
    const responses = deref<Node>(api, (deref<Node>(api, (api.paths as Node)[path]).get as Node).responses);
    return mediaExamples(api, (deref<Node>(api, responses['200']).content as Node)['application/json'] as Node);
  };

  it('the catalogue has at least 12 trainers and 30 classes', () => {
    const trainers = new Set<string>();
    const classes = new Set<string>();
    for (const [, page] of successExamples('/trainer/web/discover-trainers')) for (const t of (page as { content: Node[] }).content) trainers.add(String(t.id));
    for (const [, page] of successExamples('/class/web/discover-classes')) for (const c of (page as { content: Node[] }).content) classes.add(String(c.id));
    expect(trainers.size).toBeGreaterThanOrEqual(12);
    expect(classes.size).toBeGreaterThanOrEqual(30);
  });

  it('upcoming live classes are in December 2026', () => {
    const live = successExamples('/class/web/discover-classes').find(([name]) => name === 'live')?.[1] as { content: { startDate: string }[] };
    for (const c of live.content) expect(c.startDate.startsWith('2026-12-')).toBe(true);
  });
});
