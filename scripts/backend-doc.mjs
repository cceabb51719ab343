#!/usr/bin/env node
// Writes docs/backend.md, what the backend must offer beyond the product specification: every
// operation of openapi/api.yaml marked `x-designed: true`, with its request, its answers and the
// screens that call it. The screens are read from the code: a file calls an operation when it names
// its method and path (`$api.useQuery('get', '/path'`, `apiClient.GET('/path'`, `'GET /path'`), or
// calls an sdk/ function that does; a route uses a file its screen module imports (statically or
// lazily, through any number of modules, app/routing/table.ts's table and the home page); the app's
// shell (app/main.tsx without the routes) is every page. `--check` fails when the file on disk
// differs (drift), as `npm run sdk:check` does for the SDK.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const methods = ['get', 'put', 'post', 'delete', 'patch'];
const output = join(root, 'docs/backend.md');

/** Follows a local `$ref` (`#/components/…`) to what it names. */
function deref(document, node) {
  let current = node;
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce((value, key) => value?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], document);
  }
  return current;
}

/** A schema in a few words: its component name, else its type (an array of what). */
function schemaName(document, schema) {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1);
  if (schema.type === 'array') return `array of ${schemaName(document, schema.items)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return schema.format ? `${schema.type} (${schema.format})` : (schema.type ?? 'object');
}

/** Every designed operation of `document`, in the contract's order, with what the doc says of it. */
export function designedOperations(document) {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods
      .filter((method) => item[method]?.['x-designed'] === true)
      .map((method) => {
        const operation = item[method];
        const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => deref(document, p));
        const body = deref(document, operation.requestBody);
        const [mediaType, media] = Object.entries(body?.content ?? {})[0] ?? [];
        const schema = deref(document, media?.schema);
        const answers = Object.entries(operation.responses ?? {}).map(([status, response]) => ({
          status,
          description: String(deref(document, response)?.description ?? '').trim(),
        }));
        return {
          method: method.toUpperCase(),
          path,
          operationId: operation.operationId,
          summary: operation.summary ?? '',
          parameters: parameters.map((p) => ({
            name: p.name,
            in: p.in,
            required: p.required === true,
            type: schemaName(document, p.schema),
          })),
          body: mediaType && {
            mediaType,
            required: body.required === true,
            schema: schemaName(document, media.schema),
            fields: Object.keys(schema?.properties ?? {}).map(
              (name) => `${name}${schema.required?.includes(name) ? '' : '?'}`,
            ),
          },
          answers,
        };
      }),
  );
}

const sourceFile = /\.(ts|tsx)$/;
const isTest = /\.(test|stories)\.(ts|tsx)$|\.d\.ts$|\.css\.ts$/;

function sourceFiles(directory) {
  return readdirSync(join(root, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && sourceFile.test(entry.name) && !isTest.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('sdk/generated/'));
}

/**
 * The repository files `file` imports (statically or with `import()`), resolved from relative
 * specifiers and from `@/…`, the repository root (tsconfig.json's paths).
 */
function importsOf(file, text) {
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]((?:\.{1,2}|@)\/[^'"]+)['"]/g)].map(
    (match) => match[1],
  );
  return specifiers.flatMap((specifier) => {
    const path = specifier.replace(/\?.*$/, '');
    const base = path.startsWith('@/') ? resolve(root, path.slice(2)) : resolve(root, dirname(file), path);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
      (candidate) => sourceFile.test(candidate) && existsSync(candidate),
    );
    return found ? [relative(root, found)] : [];
  });
}

const escape = (text) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');

/**
 * Whether `text` calls `method` `path`: `'get', '/path'`, `.GET('/path'` or `'GET /path'`, the path
 * quoted or one of its `aliases` (the names of constants that hold it).
 */
function callsOperation(text, method, path, aliases = []) {
  const target = [`['"\`]${escape(path)}['"\`]`, ...aliases.map((name) => `${name}\\b`)].join('|');
  return new RegExp(
    `['"]${method.toLowerCase()}['"],\\s*(?:${target})|\\.${method}\\(\\s*(?:${target})|['"]${method} ${escape(path)}['"]`,
  ).test(text);
}

/** The names of the constants that hold each path (`const PLANS = '/subscription'`), in any file. */
function pathConstants(texts) {
  const aliases = new Map();
  for (const text of texts) {
    for (const [, name, path] of text.matchAll(/\bconst (\w+) = '(\/[^']*)';/g)) {
      aliases.set(path, [...(aliases.get(path) ?? []), name]);
    }
  }
  return aliases;
}

/** The sdk/ functions whose body calls `method` `path` (the exported function the call sits in). */
function sdkFunctionsCalling(text, method, path) {
  const functions = [...text.matchAll(/^export (?:async )?function (\w+)/gm)];
  return functions
    .filter((match, index) => callsOperation(text.slice(match.index, functions[index + 1]?.index), method, path))
    .map((match) => match[1]);
}

/** The route table (`app/routing/table.ts`, read as plain data) with the home page first. */
function routeTable() {
  const source = readFileSync(join(root, 'app/routing/table.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS } });
  const table = {};
  new Function('exports', outputText)(table);
  return [{ path: table.HOME_PATH, module: 'features/home/HomePage.tsx' }, ...table.ROUTE_LIST];
}

/**
 * Which screens call each operation: `{ 'GET /path': ['/route (who)', …] }`, read from the code
 * under app/ and sdk/ and the route table.
 */
export function screensByOperation(operations) {
  const files = [...sourceFiles('app'), ...sourceFiles('sdk')];
  const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  const graph = new Map(files.map((file) => [file, importsOf(file, texts.get(file))]));
  const reach = (start, stop = new Set()) => {
    const seen = new Set();
    const queue = [start];
    while (queue.length) {
      const file = queue.pop();
      if (seen.has(file) || stop.has(file)) continue;
      seen.add(file);
      queue.push(...(graph.get(file) ?? []));
    }
    return seen;
  };
  const routes = routeTable().map((route) => ({
    label: `\`${route.path}\`${route.who ? ` (${route.who}s)` : ''}`,
    files: reach(`app/${route.module}`),
  }));
  const shell = reach('app/main.tsx', new Set(['app/shell/routes.tsx', 'app/shell/screens.tsx']));
  const appFiles = files.filter((file) => file.startsWith('app/'));
  const constants = pathConstants(texts.values());
  const importsSdkCall = /from '(?:[./]*|@\/)sdk\/\w+'/;
  return Object.fromEntries(
    operations.map(({ method, path }) => {
      const names = files
        .filter((file) => file.startsWith('sdk/'))
        .flatMap((file) => sdkFunctionsCalling(texts.get(file), method, path));
      const named = names.length ? new RegExp(`\\b(${names.join('|')})\\(`) : undefined;
      const callers = appFiles.filter((file) => {
        const text = texts.get(file);
        return (
          callsOperation(text, method, path, constants.get(path)) || (importsSdkCall.test(text) && named?.test(text))
        );
      });
      if (callers.some((file) => shell.has(file))) return [`${method} ${path}`, ['every page (the app’s shell)']];
      const screens = routes.filter((route) => callers.some((file) => route.files.has(file)));
      return [`${method} ${path}`, [...new Set(screens.map((route) => route.label))]];
    }),
  );
}

const cell = (text) => text.replaceAll('|', '\\|').replace(/\s+/g, ' ');

/** The rules the designed calls keep between them (`x-designed-rules`: a list of rules by topic), as a section. */
function rulesSection(document) {
  const topics = Object.entries(document['x-designed-rules'] ?? {});
  if (!topics.length) return [];
  return [
    '',
    '## Rules',
    '',
    "What the designed calls keep between them, beyond each call's own answers.",
    ...topics.flatMap(([topic, rules]) => ['', `### ${topic}`, '', ...rules.map((rule) => `- ${cell(rule)}`)]),
  ];
}

/** docs/backend.md for `document` (the product API's contract) and the screens each call is used by. */
export function renderBackendDoc(document, screens) {
  const operations = designedOperations(document);
  const lines = [
    '<!-- Generated by `npm run sdk` (scripts/backend-doc.mjs) from openapi/api.yaml and the code — do not edit. -->',
    '',
    '# What the backend must offer',
    '',
    `Kinetic calls the product API's operations in \`openapi/api.yaml\`. Most are the product`,
    `specification's; ${operations.length} are **designed** (\`x-designed: true\`): calls the product needs that`,
    'we proposed, which a backend may not have yet. Each is listed below with its request, its answers',
    'and the screens that call it (read from the code).',
    '',
    'Until a designed call exists, the backend answers it with **501 Not Implemented** or **405 Method',
    "Not Allowed**, or **404** with any body but the contract's `Error` (`{ status, code, message }`),",
    'which is what a server without the path sends. The app then says that part of the screen is not',
    'available yet, and everything else on the screen works; an action that needs it says so and',
    "changes nothing. A 404 with the contract's `Error` body keeps its meaning in the contract (not",
    'found, or not made yet). Without `GET /user/profile`, signing in uses the identity service\u2019s',
    "data: its `localId` as the person's id, its name (else the email's first word) as the first name,",
    'and no onboarding questions after a sign-in.',
    '',
    '`KINETIC_MOCK=spec-only npm start` (or `npm run preview`) runs the app against a mock of the',
    "specification's calls only, where every call below answers 404.",
    '',
    '## Summary',
    '',
    '| call | operation | screens |',
    '|---|---|---|',
    ...operations.map(
      (op) =>
        `| \`${op.method} ${op.path}\` | [${op.operationId}](#${op.operationId.toLowerCase()}) | ${
          screens[`${op.method} ${op.path}`]?.join(', ') || '—'
        } |`,
    ),
    ...rulesSection(document),
    '',
    '## The calls',
  ];
  const pushTypes = Object.entries(document.components?.schemas?.NotificationType?.['x-designed-values'] ?? {});
  for (const op of operations) {
    lines.push('', `### ${op.operationId}`, '', `\`${op.method} ${op.path}\` — ${op.summary}`, '');
    const request = [
      ...op.parameters.map((p) => `- ${p.in} \`${p.name}\`${p.required ? '' : ' (optional)'}: ${p.type}`),
      ...(op.body
        ? [
            `- body${op.body.required ? '' : ' (optional)'}: \`${op.body.mediaType}\`, ${op.body.schema}${
              op.body.fields.length ? ` (${op.body.fields.map((field) => `\`${field}\``).join(', ')})` : ''
            }`,
          ]
        : []),
    ];
    lines.push('Request:', '', ...(request.length ? request : ['- nothing but the bearer token']), '');
    lines.push('Answers:', '', ...op.answers.map((a) => `- ${a.status}: ${cell(a.description)}`), '');
    const used = screens[`${op.method} ${op.path}`] ?? [];
    lines.push(`Screens: ${used.length ? used.join(', ') : 'none yet'}.`);
  }
  if (pushTypes.length) {
    lines.push(
      '',
      '## Designed push messages',
      '',
      'Push messages (the `pushMessage` webhook) carry a `NotificationType`. These types are designed',
      '(`x-designed-values`): a backend that does not send them yet loses nothing else.',
      '',
      ...pushTypes.map(([type, meaning]) => `- \`${type}\`: ${cell(meaning)}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The document as the contract and the code say it should be now. */
function backendDoc() {
  const document = parse(readFileSync(join(root, 'openapi/api.yaml'), 'utf8'));
  return renderBackendDoc(document, screensByOperation(designedOperations(document)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const text = backendDoc();
  if (process.argv.includes('--check')) {
    if (!existsSync(output) || readFileSync(output, 'utf8') !== text) {
      console.error(
        'docs/backend.md is out of date with openapi/api.yaml or the code that calls it.\n' +
          'Run `npm run sdk` and commit the result; never edit docs/backend.md by hand.',
      );
      process.exit(1);
    }
    console.log('docs/backend.md is up to date.');
  } else {
    writeFileSync(output, text);
    console.log('Generated docs/backend.md.');
  }
}
