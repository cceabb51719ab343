import { HOME_PATH, ROUTES } from './table';

/** The values of a route pattern's parameters (`:id`), in their order. */
type Params<Pattern extends string> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [string, ...Params<Rest>]
  : Pattern extends `${string}:${string}`
    ? [string]
    : [];

/** A path to one route: its parameters in order, then what the address's query carries, if anything. */
type PathTo<Pattern extends string> = (...args: [...Params<Pattern>, query?: Record<string, string>]) => string;

/** The path a route pattern stands for with `args`: its parameters, then the query, if any. */
function pathTo(pattern: string) {
  return (...args: (string | Record<string, string> | undefined)[]) => {
    let next = 0;
    const path = pattern.replace(/:\w+/g, () => encodeURIComponent(args[next++] as string));
    const query = args[next] as Record<string, string> | undefined;
    return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
  };
}

/**
 * The path to every route, by its name in the route table (`paths.classDetail(id)`,
 * `paths.discover({ tab: 'trainers' })`): links and navigations build their address here, never by
 * hand (lint refuses a path written out in an `href` or `to`), so renaming a route in the table moves
 * every link to it and a route that goes fails the typecheck.
 */
export const paths = {
  home: pathTo(HOME_PATH) as PathTo<typeof HOME_PATH>,
  ...(Object.fromEntries(Object.entries(ROUTES).map(([name, { path }]) => [name, pathTo(path)])) as {
    [Name in keyof typeof ROUTES]: PathTo<(typeof ROUTES)[Name]['path']>;
  }),
};
