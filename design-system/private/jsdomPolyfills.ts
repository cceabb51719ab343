// jsdom gaps that react-aria overlays touch. Imported by unit tests only.
const g = globalThis as unknown as { CSS?: { escape?: (s: string) => string; supports?: () => boolean } };
g.CSS ??= {};
g.CSS.escape ??= (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
g.CSS.supports ??= () => false;
