import ts from 'typescript';
import { transformWithTs } from '@formatjs/ts-transformer';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * English ships inside the code: each message's `defaultMessage` is compiled to its AST in the
 * module that declares it (`defineMessages`), so every chunk carries exactly the
 * English it shows, a screen's messages load with that screen, and no message parser ships to the
 * browser. Other languages are catalogues compiled on import (`compiledCatalogues`).
 */
export function inlineMessages(): Plugin {
  const transformer = transformWithTs(ts, { ast: true });
  const printer = ts.createPrinter();
  return {
    name: 'kinetic-inline-messages',
    enforce: 'pre',
    transform(code, id) {
      // Messages are declared with `defineMessages` (descriptors passed around by reference).
      if (!/\/app\/.*\.tsx?$/.test(id) || !code.includes('defineMessages(')) return null;
      const kind = id.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, kind);
      const result = ts.transform(source, [transformer]);
      try {
        return { code: printer.printFile(result.transformed[0]!), map: null };
      } finally {
        result.dispose();
      }
    },
  };
}

/**
 * A translated catalogue imported as `./<locale>.json?ast` is compiled to message ASTs when it is
 * loaded, by dev, build, Storybook and the tests alike: nothing is generated before a command runs,
 * an edit to the catalogue shows at once, and no message parser ships to the browser.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'kinetic-compiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/app\/i18n\/[a-z]{2}\.json\?(.+&)?ast$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
