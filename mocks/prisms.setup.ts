/**
 * The contract tests' Prisms, started once for the whole run (Vitest's global setup): one for the
 * product API and one for the identity service, on the contracts with their example dates moved by
 * this week's weeks. Prism keeps no state, so every test file puts its own front and worlds before
 * the same two; starting a pair for each file cost a file about ten seconds of CPU before its first test.
 */
import type { TestProject } from 'vitest/node';
import { runWeeks } from './anchor.mjs';
import { startPrism } from './contracts';
import { writeRebasedContracts } from './rebase.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The weeks the contracts' example dates were moved by, and each service's Prism. */
    prisms: { weeks: number; bases: Record<'api' | 'identity', string> };
  }
}

export default async function setup(project: TestProject) {
  const weeks = runWeeks();
  const folder = writeRebasedContracts(weeks);
  const [api, identity] = await Promise.all([startPrism('api', folder), startPrism('identity', folder)]);
  project.provide('prisms', { weeks, bases: { api: api.base, identity: identity.base } });
  return () => {
    api.child.kill();
    identity.child.kill();
  };
}
