// Copies of the contracts whose example dates are moved by whole weeks, for the mocks to serve.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, watch, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPair, isScalar, parseDocument, visit } from 'yaml';
import { shiftDate } from './anchor.mjs';

const openapi = fileURLToPath(new URL('../openapi', import.meta.url));
const cache = fileURLToPath(new URL('../node_modules/.cache/kinetic-mocks', import.meta.url));

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
 * Writes the YAML files of `openapi/` (the contracts and `examples/`, so their relative `$ref`s
 * still resolve) to `folder`/openapi with their example dates moved by `weeks`, and returns `folder`.
 * A file that is already there as it should be is left alone, and any other is replaced whole
 * (written aside, then renamed): mocks running from the same folder never read half a file, and
 * Prism, which reloads a contract whose file changes, reloads only for a real change.
 */
export function writeRebasedContracts(weeks, folder = cache) {
  for (const file of readdirSync(openapi, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.yaml')) continue;
    const allExamples = file.split(sep)[0] === 'examples';
    const rebased = rebaseYaml(readFileSync(join(openapi, file), 'utf8'), weeks, { allExamples });
    const target = join(folder, 'openapi', file);
    if (existsSync(target) && readFileSync(target, 'utf8') === rebased) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(`${target}.${process.pid}`, rebased);
    renameSync(`${target}.${process.pid}`, target);
  }
  return folder;
}

/** Keeps the copies in `folder` in step with `openapi/` while it is edited. */
export function watchContracts(weeks, folder = cache) {
  let timer;
  const update = () => {
    try {
      writeRebasedContracts(weeks, folder);
    } catch (error) {
      console.error(`The contracts could not be copied for the mocks: ${error.message}`);
    }
  };
  return watch(openapi, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(update, 200);
  });
}
