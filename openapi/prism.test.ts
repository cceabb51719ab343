/**
 * Every operation answers from a running Prism mock with its 2xx example, for a valid request
 * built from the contract's own parameter and request-body examples; the body is that example, with
 * its dates moved by the whole weeks the mocks move them. A response carrying `sl-violations` means
 * Prism found the request invalid: that fails the test.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWeeks, shiftDate } from '../mocks/anchor.mjs';
import { writeRebasedContracts } from '../mocks/rebase.mjs';
import { buildRequest, contractNames, deref, loadContract, mediaExamples, operations, startPrism, type Node, type Operation } from '../mocks/contracts';

// The contracts as the mocks serve them.
const weeks = runWeeks();
const rebased = writeRebasedContracts(weeks);

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
    prism = await startPrism(name, rebased);
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
