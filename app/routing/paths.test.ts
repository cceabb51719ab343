import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { ROUTES } from './table';

describe('paths', () => {
  it('builds the path to a route from its parameters, in the order its pattern names them', () => {
    expect(paths.classDetail('c-1')).toBe('/classes/c-1');
    expect(paths.editPlan('p 2')).toBe('/trainer/subscriptions/p%202/edit');
    expect(paths.home()).toBe('/');
  });

  it('adds the query it is given', () => {
    expect(paths.discover({ tab: 'trainers' })).toBe('/discover?tab=trainers');
    expect(paths.logIn({ callbackUrl: '/classes/c-1?x=1' })).toBe('/login?callbackUrl=%2Fclasses%2Fc-1%3Fx%3D1');
  });

  it('has a path for every route of the table, which its pattern matches', () => {
    const builders = paths as unknown as Record<keyof typeof ROUTES, (...ids: string[]) => string>;
    for (const [name, { path }] of Object.entries(ROUTES)) {
      const build = builders[name as keyof typeof ROUTES];
      const ids = (path.match(/:\w+/g) ?? []).map((_, index) => `id-${index}`);
      expect(build(...ids), name).toBe(ids.reduce((built, id) => built.replace(/:\w+/, id), path as string));
    }
  });
});
