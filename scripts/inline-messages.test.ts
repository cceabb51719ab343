import { describe, expect, it } from 'vitest';
import { inlineMessages } from './inline-messages';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = inlineMessages().transform as unknown as Transform;

describe('inlineMessages', () => {
  it('compiles each default message of a screen to its AST, keeping the rest of the module', () => {
    const source = [
      "import { defineMessages } from '../../i18n';",
      'export const messages = defineMessages({',
      "  count: { id: 'x.count', defaultMessage: '{n, plural, one {# class} other {# classes}}' },",
      "  hello: { id: 'x.hello', defaultMessage: 'Hello <b>{name}</b>', description: 'greeting' },",
      '});',
      'export const Title = ({ n }: { n: number }) => <h1>{n}</h1>;',
    ].join('\n');
    const out = transform(source, '/repo/app/features/x/messages.tsx')!.code;
    const count = /count: (\{[^]*?\}),\s*hello/.exec(out)?.[1] ?? '';
    expect(count).toContain('type: 6');
    expect(count).toContain('pluralType: "cardinal"');
    expect(out).toContain('type: 8'); // the <b> tag
    expect(out).not.toContain("'Hello <b>{name}</b>'");
    expect(out).toMatch(/\(\{ n \}: \{\s*n: number;\s*\}\) => <h1>\{n\}<\/h1>/);
  });

  it('leaves modules without messages and files outside the app alone', () => {
    expect(transform('export const a = 1;', '/repo/app/lib/a.ts')).toBeNull();
    expect(transform("defineMessages({ a: { id: 'a', defaultMessage: 'A' } })", '/repo/sdk/a.ts')).toBeNull();
  });

  it('fails the build on a message that is not valid ICU', () => {
    const broken = "defineMessages({ a: { id: 'a', defaultMessage: 'Hi {name' } });";
    expect(() => transform(broken, '/repo/app/a.ts')).toThrow();
  });
});
