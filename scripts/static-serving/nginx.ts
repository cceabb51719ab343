import { fill, patternParts, patternSource, type HeaderRule } from './rules.ts';

/**
 * The same rules for nginx (`dist/_headers.nginx.conf`, included in the `http` block by
 * `deploy/nginx.conf.template`): one `map` per header over the served file and the requested path
 * (`"$uri $request_uri"`), so a route served by index.html gets both its own headers and
 * index.html's, as from `_headers`; nginx leaves out a header whose value is empty.
 */
export function nginxRules(rules: HeaderRule[]): string {
  const names = [...new Set(rules.flatMap((rule) => Object.keys(rule.headers)))];
  // A `:name` part of a path is a named capture, which the value names as a variable; a value refuses
  // any other "$", which nginx would read as a variable too.
  const variable = (name: string) => `kinetic_${name}`;
  const value = (text: string, path: string) => {
    if (/["$\\]/.test(text)) throw new Error(`nginx cannot carry the header value ${text}`);
    const placeholders = patternParts(path).filter((_, index) => index % 2);
    return `"${fill(text, Object.fromEntries(placeholders.map((name) => [name, `$${variable(name)}`])))}"`;
  };
  const pattern = (path: string) => `"~(^| )${patternSource(path, variable)}${path.endsWith('*') ? '' : '([? ]|$)'}"`;
  const maps = names.map((name, index) => {
    const entries = rules
      .filter((rule) => name in rule.headers)
      .map(
        (rule) =>
          `  ${rule.path === '/*' ? 'default' : pattern(rule.path)} ${value(rule.headers[name] ?? '', rule.path)};`,
      );
    return [`map "$uri $request_uri" $kinetic_header_${index} {`, ...entries, '}'].join('\n');
  });
  const headers = names.map((name, index) => `add_header ${name} $kinetic_header_${index} always;`);
  return `# Generated at build from the rules of _headers.\n${[...maps, ...headers].join('\n')}\n`;
}
