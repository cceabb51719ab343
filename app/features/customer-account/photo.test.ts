import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, photoProblem, readPhoto, stripDataPrefix } from './photo';

describe('profile photo', () => {
  it('takes a JPEG, PNG, WebP or GIF of at most 1 MB', () => {
    expect(photoProblem({ type: 'image/png', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
  });

  it('refuses a file over 1 MB, or one that is not an image', () => {
    expect(photoProblem({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('size');
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(photoProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
  });

  it('strips the data URL prefix from a base64 image', () => {
    expect(stripDataPrefix('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(stripDataPrefix('iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });

  it('reads a file as base64 without the prefix', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    await expect(readPhoto(file)).resolves.toEqual({ contentType: 'image/png', data: 'AQID' });
  });
});
