import type { Server } from 'node:http';
import type { PushRelay } from './push.mjs';
import type { MockContract } from './contract.mjs';
import type { Scenarios } from './scenarios.mjs';
import type { Worlds } from './world/index.mjs';

export declare function windowExample(url: string, now?: number, examplesNow?: number): string | undefined;
export declare function startFront(
  port: number,
  mockPort: number,
  options?: {
    contract?: MockContract;
    worlds?: Worlds;
    scenarios?: Scenarios;
    push?: PushRelay;
    weeks?: number;
    absent?: (method: string, url: string) => boolean;
  },
): Promise<Server>;
export declare function freePort(): Promise<number>;
