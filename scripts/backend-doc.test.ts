import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { designedOperations, renderBackendDoc, screensByOperation } from './backend-doc.mjs';

const contract = parse(readFileSync('openapi/api.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};
const operations = designedOperations(contract);
const screens = screensByOperation(operations);

describe('docs/backend.md, generated from the contract and the code', () => {
  it('lists every designed call of the contract, and only those', () => {
    const designed = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation['x-designed'] === true)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(designed.sort());
    expect(designed).toContain('GET /user/profile');
    expect(designed).not.toContain('GET /class/{classId}');
  });

  it('lists the designed push message types with what each means', () => {
    const doc = renderBackendDoc(contract, screens);
    const section = doc.slice(doc.indexOf('## Designed push messages'));
    expect(section).toContain('- `WAITLIST_PLACE_BOOKED`: A place freed');
    expect(section).toContain('- `WAITLIST_PLACE_OFFERED`: A place freed after the deadline');
    expect(section).not.toContain('CLASS_STARTING_SOON');
  });

  it('states the rules the designed calls keep between them, by topic', () => {
    const doc = renderBackendDoc(contract, screens);
    const section = doc.slice(doc.indexOf('## Rules'), doc.indexOf('## The calls'));
    expect(section).toContain('### Class packs, intro offers and promo codes');
    expect(section).toContain('- A pack credit is spent when the booking is made');
    expect(section).toContain('the lower price wins');
    const without = structuredClone(contract) as Record<string, unknown>;
    delete without['x-designed-rules'];
    expect(renderBackendDoc(without, screens)).not.toContain('## Rules');
  });

  it('gives each call its request and answers', () => {
    const topUp = operations.find((op) => op.operationId === 'topUpCredit');
    expect(topUp).toMatchObject({ method: 'POST', path: '/customer/credit/top-up' });
    expect(topUp?.body).toMatchObject({ mediaType: 'application/json', required: true });
    expect(topUp?.answers.map((answer) => answer.status)).toEqual(['200', '400', '401', '500']);
    expect(topUp?.answers.every((answer) => answer.description.length > 0)).toBe(true);
    const profile = operations.find((op) => op.operationId === 'getUserProfile');
    expect(profile?.parameters).toContainEqual({ name: 'localId', in: 'query', required: true, type: 'string' });
  });

  it('names the screens that call each one, read from the code and the route table', () => {
    expect(screens['GET /customer/credit']).toContain('`/dashboard/credit` (customers)');
    expect(screens['GET /trainer/payouts/balance']).toEqual(['`/trainer/dashboard` (trainers)']);
    expect(screens['POST /subscription']).toContain('`/trainer/subscriptions/new` (trainers)');
    expect(screens['GET /user/profile']).toContain('`/login`');
    expect(screens['POST /class/{classId}/book']).toEqual(['`/classes/:id`']);
    expect(screens['POST /user/logout']).toEqual(['every page (the app’s shell)']);
  });

  it('changes when the contract does, so an edit without regenerating fails the check', () => {
    const before = renderBackendDoc(contract, screens);
    const edited = structuredClone(contract);
    const credit = edited.paths['/customer/credit']?.get;
    if (credit) credit.summary = 'Something else';
    expect(renderBackendDoc(edited, screens)).not.toBe(before);
    const undesigned = structuredClone(contract);
    delete undesigned.paths['/customer/credit']?.get?.['x-designed'];
    expect(renderBackendDoc(undesigned, screens)).not.toContain('### getCreditBalance');
  });
});
