// react-stately's Virtualizer reads `process.env.NODE_ENV` / `process.env.VIRT_ON` at runtime to
// detect tests (where it renders every row). Vite replaces `process.env.NODE_ENV` in builds, but in
// Vitest's browser mode (the stories-as-tests run) `process` is missing and NODE_ENV is 'test'.
// Define `process.env.VIRT_ON` so virtualised lists render — and really virtualise — as in the app.
const g = globalThis as unknown as { process?: { env: Record<string, string | undefined> } };
g.process ??= { env: {} };
g.process.env.VIRT_ON = '1';
export {};
