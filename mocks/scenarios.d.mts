import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockContract } from './contract.mjs';

export declare const SCENARIOS: string;
export declare const WORLD: string;
export interface ScenarioOperation {
  operationId: string;
  method: string;
  path: string;
  choices: string[];
  designed: boolean;
}
export interface Scenarios {
  preference(method: string, url: string, world?: string): string | undefined;
  reset(world?: string): void;
  serve(incoming: IncomingMessage, outgoing: ServerResponse, raw: Buffer): void;
}
export declare function scenarioOperations(contract: MockContract): ScenarioOperation[];
export declare function createScenarios(contract: MockContract): Scenarios;
export declare function designedCalls(contract: MockContract): (method: string, url: string) => boolean;
