export type MockName = 'api' | 'identity' | 'auth';
export interface MockServer {
  port: number;
  contract: string;
  basePath: string;
}
export function mockServers(env?: Record<string, string | undefined>): Record<MockName, MockServer>;
