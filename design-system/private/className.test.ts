import { describe, expect, it } from 'vitest';
import { composeClassName, joinClassNames } from './className';

interface ButtonState {
  isPressed: boolean;
}

const pressed = { isPressed: true, defaultClassName: 'react-aria-Button' };
const idle = { isPressed: false, defaultClassName: 'react-aria-Button' };

describe('joinClassNames', () => {
  it('joins the truthy parts in order', () => {
    expect(joinClassNames('a', false, 'b', undefined, null, '', 'c')).toBe('a b c');
  });

  it('is undefined when nothing is left', () => {
    expect(joinClassNames()).toBeUndefined();
    expect(joinClassNames(false, undefined, null, '')).toBeUndefined();
  });
});

describe('composeClassName', () => {
  it('appends a string className to the own classes', () => {
    const compose = composeClassName<ButtonState>('caller', 'own', false, 'variant');
    expect(compose(idle)).toBe('own variant caller');
  });

  it('keeps only the own classes when no className is given', () => {
    expect(composeClassName<ButtonState>(undefined, 'own', undefined)(idle)).toBe('own');
  });

  it('calls a function className with the render props and appends its result', () => {
    const seen: unknown[] = [];
    const compose = composeClassName<ButtonState>((values) => {
      seen.push(values);
      return values.isPressed ? `${values.defaultClassName} is-pressed` : '';
    }, 'own');
    expect(compose(pressed)).toBe('own react-aria-Button is-pressed');
    expect(compose(idle)).toBe('own');
    expect(seen).toEqual([pressed, idle]);
  });

  it('is an empty string when there is nothing at all', () => {
    expect(composeClassName<ButtonState>(undefined)(idle)).toBe('');
  });
});
