import { beforeEach, describe, expect, it } from 'vitest';
import { writeEntry } from '@/app/lib/storage/persist';
import { forgetPosition, savedPosition, savePosition } from './positions';

describe('playback positions', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the place per video in whole seconds', () => {
    savePosition('cl_2009', 724.6, 1200);
    savePosition('cl_2022', 30, 3600);
    expect(savedPosition('cl_2009')).toBe(724);
    expect(savedPosition('cl_2022')).toBe(30);
    expect(savedPosition('cl_2024')).toBeNull();
  });

  it('offers no resume for the first seconds, and forgets a video watched to its end', () => {
    savePosition('cl_2009', 3, 1200);
    expect(savedPosition('cl_2009')).toBeNull();
    savePosition('cl_2009', 600, 1200);
    savePosition('cl_2009', 1197, 1200);
    expect(savedPosition('cl_2009')).toBeNull();
  });

  it('forgets on Start over', () => {
    savePosition('cl_2009', 600, 1200);
    forgetPosition('cl_2009');
    expect(savedPosition('cl_2009')).toBeNull();
  });

  it('reads a corrupt value as nothing saved', () => {
    writeEntry('videoPositions', 'oops');
    expect(savedPosition('cl_2009')).toBeNull();
    savePosition('cl_2009', 60, 1200);
    expect(savedPosition('cl_2009')).toBe(60);
  });
});
