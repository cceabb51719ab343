import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const SCENARIOS: string;
export interface ScenarioOperation {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  choices: string[];
  designed: boolean;
}
export interface Scenarios {
  preference(method: string, url: string): string | undefined;
  serve(incoming: IncomingMessage, outgoing: ServerResponse, raw: Buffer): void;
}
export declare function scenarioOperations(contract: string): ScenarioOperation[];
export declare function createScenarios(contract: string): Scenarios;
export declare function designedCalls(contract: string): (method: string, url: string) => boolean;
