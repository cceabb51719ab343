import type { IncomingMessage, ServerResponse } from 'node:http';

type Middleware = (incoming: IncomingMessage, outgoing: ServerResponse, next: () => void) => void;
interface Server {
  middlewares: { use(middleware: Middleware): unknown };
}
export declare const browserWorld: Middleware;
export declare function browserWorlds(env: Record<string, string>): {
  name: string;
  configureServer(server: Server): void;
  configurePreviewServer(server: Server): void;
};
