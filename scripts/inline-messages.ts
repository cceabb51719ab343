import ts from 'typescript';
import { transformWithTs } from '@formatjs/ts-transformer';
import type { Plugin } from 'vite';

/**
 * English ships inside the code: each message's `defaultMessage` is compiled to its AST in the
 * module that declares it (`defineMessages`), so every chunk carries exactly the
 * English it shows, a screen's messages load with that screen, and no message parser ships to the
 * browser. Other languages are catalogues compiled by `npm run i18n:compile`.
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
