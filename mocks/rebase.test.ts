import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shiftDate } from './anchor.mjs';
import { rebaseYaml, writeRebasedContracts } from './rebase.mjs';

const contract = `openapi: 3.1.0
components:
  parameters:
    StartDate:
      name: startDate
      description: Start of the range, e.g. 2026-12-01.
      schema: { type: string, format: date-time, pattern: '^\\d{4}-\\d{2}-\\d{2}T', default: '2026-01-01T00:00:00Z' }
      example: '2026-11-22T17:00:00Z'
  examples:
    Session:
      value: { id: ci_1, startDate: "2026-12-01T06:00:00+00:00", title: 2026-12-01, label: 'Tuesday 2026-12-01' }
    Sales:
      value:
        - date: 2026-11-22 # plain, unquoted
          amount: 2000
`;

describe('rebaseYaml', () => {
  it('moves the dates of example values by whole weeks and nothing else', () => {
    expect(rebaseYaml(contract, 2)).toBe(
      contract
        .replace("example: '2026-11-22T17:00:00Z'", "example: '2026-12-06T17:00:00Z'")
        .replace('"2026-12-01T06:00:00+00:00"', '"2026-12-15T06:00:00+00:00"')
        .replace('title: 2026-12-01', 'title: 2026-12-15')
        .replace('date: 2026-11-22', 'date: 2026-12-06'),
    );
  });

  it('leaves the text byte for byte as it is for 0 weeks', () => {
    expect(rebaseYaml(contract, 0)).toBe(contract);
  });

  it('in a file of examples, moves every date, once even where an alias repeats it', () => {
    const examples = `Bookings:\n  value:\n    - &past\n      startDate: '2026-11-17T06:00:00Z'\nPrevious:\n  value: [*past]\n`;
    const moved = parse(rebaseYaml(examples, 1, { allExamples: true })) as Record<string, { value: unknown[] }>;
    expect(moved.Bookings?.value).toEqual([{ startDate: '2026-11-24T06:00:00Z' }]);
    expect(moved.Previous?.value).toEqual([{ startDate: '2026-11-24T06:00:00Z' }]);
    expect(rebaseYaml('a: { b: "2026-11-17" }\n', 1)).toBe('a: { b: "2026-11-17" }\n');
  });
});

describe('writeRebasedContracts', () => {
  const openapi = fileURLToPath(new URL('../openapi', import.meta.url));
  const yamlFiles = readdirSync(openapi, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.yaml'),
  );
  const folder = mkdtempSync(join(tmpdir(), 'kinetic-mocks-test-'));
  const copy = (weeks: number) => join(writeRebasedContracts(weeks, folder), 'openapi');
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('copies every contract and example file as it is for 0 weeks', () => {
    const target = copy(0);
    expect(yamlFiles.length).toBeGreaterThan(5);
    for (const file of yamlFiles)
      expect(readFileSync(join(target, file), 'utf8'), file).toBe(readFileSync(join(openapi, file), 'utf8'));
  });

  it('moves the examples by whole weeks, and moving them back restores the contracts', () => {
    const target = copy(3);
    for (const file of yamlFiles) {
      const original = readFileSync(join(openapi, file), 'utf8');
      const rebased = readFileSync(join(target, file), 'utf8');
      expect(rebaseYaml(rebased, -3, { allExamples: file.startsWith('examples') }), file).toBe(original);
    }
    const customer = (root: string) => readFileSync(join(root, 'examples', 'customer.yaml'), 'utf8');
    const bookings = (root: string) =>
      (parse(customer(root)) as { Bookings: { value: { startDate: string }[] } }).Bookings.value;
    expect(bookings(target).map((b) => b.startDate)).toEqual(bookings(openapi).map((b) => shiftDate(b.startDate, 3)));
    expect(readFileSync(join(target, 'api.yaml'), 'utf8')).toContain('schema: { type: string, format: date-time }');
  });

  it('leaves files that are already as they should be alone, so a running mock does not reload', () => {
    const target = copy(3);
    const written = () => yamlFiles.map((file) => statSync(join(target, file)).mtimeMs);
    const before = written();
    copy(3);
    expect(written()).toEqual(before);
  });
});
