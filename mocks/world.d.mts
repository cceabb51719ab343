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
export declare function createWorld(): World;
export declare function createWorlds(keep?: number): (name: string) => World;
export declare function plan(world: World, request: WorldRequest): WorldPlan | undefined;
