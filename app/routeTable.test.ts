import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstPaintTable, HOME_PATH, NOT_FOUND_MODULE, ROUTES } from './routeTable';

const source = (module: string) => readFileSync(new URL(module, import.meta.url), 'utf8');

describe('the route table', () => {
  it('names a screen module, and an export of it, for every route', () => {
    for (const { module, screen } of [...ROUTES, { module: NOT_FOUND_MODULE, screen: undefined }]) {
      expect(existsSync(new URL(module, import.meta.url)), module).toBe(true);
      expect(source(module), `${module} ${screen ?? 'default'}`).toMatch(
        screen ? new RegExp(`export (const|function) ${screen}\\b`) : /export default function /,
      );
    }
  });

  it('declares each path once, the home page apart', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain(HOME_PATH);
  });

  it('derives the first-paint table of the public routes that preload their code', () => {
    expect(firstPaintTable()).toEqual({
      '/login': ['app/features/auth/LoginPage.tsx', 'app/screens.tsx'],
      '/sign-up': ['app/features/auth/SignUpPage.tsx', 'app/screens.tsx'],
      '/discover': ['app/features/discover/DiscoverPage.tsx', 'app/screens.tsx'],
      '/trainers/*': ['app/features/trainer-profile/TrainerProfilePage.tsx', 'app/screens.tsx'],
      '/classes/*': ['app/features/class-detail/ClassDetailPage.tsx', 'app/screens.tsx'],
    });
  });
});
