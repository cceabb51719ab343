import type { IncomingHttpHeaders } from 'node:http';
import type { MockContract } from './contract.mjs';

/** The offline world's records and what users wrote; opaque outside mocks/world.mjs. */
export type World = Record<string, unknown> & { readonly __world: unique symbol };
export interface WorldRequest {
  /** The contract's operation the request is, and its path parameters by name. */
  operationId: string;
  params?: Record<string, string>;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body?: unknown;
  /** The files of a form, by field. */
  files?: Record<string, { name: string; size: number; type: string }>;
  now?: number;
}
export interface WorldPlan {
  prefer?: string;
  answer?: (prism: unknown) => unknown;
}
/** The worlds of a mock run, by name; `reset(name)` starts one again (every one, without a name). */
export interface Worlds {
  (name: string): World;
  reset(name?: string): void;
}
/** How many records the long-lists world adds. */
export declare const LONG_LISTS: { classes: number; invoices: number; videos: number };
/** The world name (or its start) whose world has long lists. */
export declare const LONG_LISTS_WORLD: string;
export declare function createWorld(options?: { long?: boolean }): World;
export declare function createWorlds(keep?: number, everyone?: string): Worlds;
export declare function plan(world: World, request: WorldRequest): WorldPlan | undefined;
/** The operationIds of the world's routes that none of `contracts` has. */
export declare function unboundRoutes(contracts: MockContract[]): string[];
/** The operations the world answers, and for each write how the world remembers it. */
export declare function worldOperations(): { operationId: string; remembers?: string }[];
/** The id of the person a request's bearer token belongs to (met now, if the world had not yet). */
export declare function whose(world: World, headers: IncomingHttpHeaders): string | undefined;
/** The push messages the world owes since it was last asked (each given once). */
export declare function sent(world: World): { type: string; to: string }[];
