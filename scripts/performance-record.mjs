// Keeps docs/performance.md: each measuring script (`npm run perf`, `bench:chart`, `bench:room`)
// replaces its own section with its latest figures, the date and the machine, so the next change
// can be compared with them. The other sections stay as they were.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';

const file = new URL('../docs/performance.md', import.meta.url);
const heading =
  '# Kinetic — performance figures\n\nWritten by `npm run perf`, `npm run bench:chart` and `npm run bench:room`: each run replaces its own section. Figures from a loaded machine are slower; the load average is recorded with them.\n';

const machine = () => {
  const cores = cpus();
  return `${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average ${loadavg()[0].toFixed(2)}`;
};

/** The Markdown table of `rows` (each a list of cells) under `header`. */
export const markdownTable = (header, rows) =>
  [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

/**
 * Replaces the section `title` of docs/performance.md with a table of `rows` ([what, figure, goal]
 * by default; pass `header` for other columns) measured now on this machine.
 */
export function recordFigures(title, rows, header = ['Measure', 'Figure', 'Goal']) {
  const start = `<!-- ${title} -->`;
  const end = `<!-- /${title} -->`;
  const section = `${start}\n## ${title}\n\nMeasured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.\n\n${markdownTable(header, rows)}\n${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : heading;
  const at = text.indexOf(start);
  const next =
    at === -1
      ? `${text.trimEnd()}\n\n${section}\n`
      : `${text.slice(0, at)}${section}${text.slice(text.indexOf(end, at) + end.length)}`;
  writeFileSync(file, next);
}
