// Copies of the contracts whose example dates are moved by whole weeks, for the mocks to serve.
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPair, isScalar, parseDocument, visit } from 'yaml';
import { shiftDate } from './anchor.mjs';

const openapi = fileURLToPath(new URL('../openapi', import.meta.url));

const isExampleKey = (node) =>
  isPair(node) && isScalar(node.key) && (node.key.value === 'example' || node.key.value === 'examples');

/**
 * The YAML text with every ISO date in its example values moved by `weeks`, and every other byte as
 * written. In a contract, the example values are what stands under an `example` or `examples` key
 * (schemas, formats and descriptions stay); in a file of examples (`allExamples`), everything is.
 * A moved date has the same length, so it is replaced in place, inside its quotes if any.
 */
export function rebaseYaml(text, weeks, { allExamples = false } = {}) {
  let rebased = text;
  visit(parseDocument(text), {
    Scalar(_, node, path) {
      if (typeof node.value !== 'string' || !node.range || !(allExamples || path.some(isExampleKey))) return;
      const moved = shiftDate(node.value, weeks);
      if (moved === node.value) return;
      const at = node.range[0] + (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? 1 : 0);
      const date = node.value.slice(0, 10);
      if (text.slice(at, at + date.length) !== date) throw new Error(`Cannot find ${date} where the YAML has it.`);
      rebased = rebased.slice(0, at) + moved.slice(0, 10) + rebased.slice(at + date.length);
    },
  });
  return rebased;
}

/**
 * Copies the YAML files of `openapi/` (the contracts and `examples/`, so their relative `$ref`s
 * still resolve) into a new temporary folder with their example dates moved by `weeks`; returns the
 * folder, whose `openapi/` mirrors the repository's. The caller removes it.
 */
export function writeRebasedContracts(weeks) {
  const root = mkdtempSync(join(tmpdir(), 'kinetic-mocks-'));
  const target = join(root, 'openapi');
  cpSync(openapi, target, { recursive: true, filter: (source) => !/\.[cm]?[jt]s$/.test(source) });
  for (const file of readdirSync(target, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.yaml')) continue;
    const path = join(target, file);
    const allExamples = file.split(sep)[0] === 'examples';
    writeFileSync(path, rebaseYaml(readFileSync(path, 'utf8'), weeks, { allExamples }));
  }
  return root;
}
