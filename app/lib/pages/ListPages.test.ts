import { describe, expect, it } from 'vitest';
import { pageOf } from './ListPages';

const items = Array.from({ length: 45 }, (_, n) => n + 1);

describe('pageOf', () => {
  it('gives a page of the list as the API gives its pages', () => {
    expect(pageOf(items, 2, 20)).toEqual({
      content: items.slice(20, 40),
      page: 1,
      size: 20,
      totalPages: 3,
      totalElements: 45,
    });
  });

  it('gives what is left on the last page', () => {
    expect(pageOf(items, 3, 20).content).toEqual([41, 42, 43, 44, 45]);
  });

  it('gives the last page for a page past it (after a delete) and the first for one before it', () => {
    expect(pageOf(items, 9, 20).page).toBe(2);
    expect(pageOf(items, 0, 20).page).toBe(0);
  });

  it('is one empty page for an empty list', () => {
    expect(pageOf([], 1, 20)).toEqual({ content: [], page: 0, size: 20, totalPages: 1, totalElements: 0 });
  });
});
