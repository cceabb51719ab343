import type { IncomingHttpHeaders } from 'node:http';

/** The offline world's records and what users wrote; opaque outside mocks/world.mjs. */
export type World = Record<string, unknown> & { readonly __world: unique symbol };
export interface WorldRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body?: unknown;
  now?: number;
}
export interface WorldPlan {
  prefer?: string;
  answer?: (prism: unknown) => unknown;
}
/** How many records the long-lists world adds. */
export declare const LONG_LISTS: { classes: number; invoices: number; videos: number };
/** The world name (or its start) whose world has long lists. */
export declare const LONG_LISTS_WORLD: string;
export declare function createWorld(options?: { long?: boolean }): World;
export declare function createWorlds(keep?: number, everyone?: string): (name: string) => World;
export declare function plan(world: World, request: WorldRequest): WorldPlan | undefined;
/** The id of the person a request's bearer token belongs to (met now, if the world had not yet). */
export declare function whose(world: World, headers: IncomingHttpHeaders): string | undefined;
/** The push messages the world owes since it was last asked (each given once). */
export declare function sent(world: World): { type: string; to: string }[];
