import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstPaintTable, HOME_PATH, NOT_FOUND_MODULE, ROUTE_LIST } from './table';

/** A module the table names, from the repository's root (where the tests run). */
const source = (module: string) => readFileSync(`app/${module}`, 'utf8');

describe('the route table', () => {
  it('names a screen module, and an export of it, for every route', () => {
    for (const { module, screen } of [...ROUTE_LIST, { module: NOT_FOUND_MODULE, screen: undefined }]) {
      expect(existsSync(`app/${module}`), module).toBe(true);
      // The router loads on demand the modules that match its pattern (shell/screens.tsx).
      expect(module, 'a screen module is features/<feature>/<Name>Page.tsx').toMatch(
        /^features\/[a-z-]+\/\w+Page\.tsx$/,
      );
      expect(source(module), `${module} ${screen ?? 'default'}`).toMatch(
        screen ? new RegExp(`export (const|function) ${screen}\\b`) : /export default function /,
      );
    }
  });

  it('declares each path once, the home page apart', () => {
    const paths = ROUTE_LIST.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain(HOME_PATH);
  });

  it('derives the first-paint table of the public routes that preload their code, and their public read', () => {
    const code = (module: string) => [`app/features/${module}`, 'app/shell/screens.tsx'];
    expect(firstPaintTable('https://api.example.com/v1/')).toEqual({
      '/login': { modules: code('auth/LoginPage.tsx'), reads: [] },
      '/sign-up': { modules: code('auth/SignUpPage.tsx'), reads: [] },
      '/discover': { modules: code('discover/DiscoverPage.tsx'), reads: [] },
      '/trainers/:id': {
        modules: code('trainer-profile/TrainerProfilePage.tsx'),
        reads: ['https://api.example.com/v1/trainer/:id'],
      },
      '/classes/:id': {
        modules: code('class-detail/ClassDetailPage.tsx'),
        reads: ['https://api.example.com/v1/class/web/public/:id'],
      },
    });
  });

  it('names, as a public read, a read of the contract that needs no sign-in and that the screen asks for', () => {
    const contract = readFileSync('openapi/api.yaml', 'utf8');
    for (const { path, module, publicRead } of ROUTE_LIST.filter((route) => route.publicRead)) {
      const params = path.match(/:\w+/g) ?? [];
      // The contract names the read's parameters its own way (`{classId}` for the route's `:id`).
      const schemaPath = params.reduce((read, param) => read.replace(param, '{[^}]+}'), publicRead ?? '');
      // Its GET, with no security requirement.
      expect(contract, publicRead).toMatch(
        new RegExp(`^  ${schemaPath}:\n    get:\n(      .*\n)*?      security: \\[\\]`, 'm'),
      );
      expect(source(module), module).toMatch(new RegExp(`'${schemaPath}'`));
    }
  });
});
