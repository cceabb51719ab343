import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TARGETS, sameOriginTarget, targetOf, toNotification } from './message';

const ORIGIN = 'https://kinetic.example';

describe('click targets', () => {
  it('sends each type to its page', () => {
    const pages = {
      '/dashboard': [
        'CLASS_STARTING_SOON',
        'ONE_TO_ONE_STARTING_SOON',
        'FOLLOWED_TRAINER_LIVE',
        'WAITLIST_PLACE_BOOKED',
        'WAITLIST_PLACE_OFFERED',
      ],
      '/': ['NEW_CLASS_FROM_FOLLOWED_TRAINER', 'NEW_CLASS_IN_FAVOURITE_CATEGORY', 'RATE_RECENT_CLASSES'],
      '/trainer/dashboard': ['TRAINER_LIVE_STARTING_SOON', 'TRAINER_ONE_TO_ONE_STARTING_SOON', 'ONE_TO_ONE_BOOKED'],
    };
    for (const [page, types] of Object.entries(pages)) for (const type of types) expect(targetOf(type)).toBe(page);
    expect(Object.keys(NOTIFICATION_TARGETS).sort()).toEqual(Object.values(pages).flat().sort());
  });

  it('sends a missing, unknown or inherited type home', () => {
    for (const type of [undefined, null, 42, '', 'SOMETHING_NEW', 'toString', '__proto__'])
      expect(targetOf(type)).toBe('/');
  });

  it('never leaves the origin', () => {
    expect(sameOriginTarget('/trainer/dashboard', ORIGIN)).toBe(`${ORIGIN}/trainer/dashboard`);
    expect(sameOriginTarget('https://evil.example/dashboard', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginTarget('//evil.example', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginTarget('javascript:alert(1)', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(sameOriginTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

describe('a payload as a notification', () => {
  it('shows title, body and image, and carries the type’s target', () => {
    expect(
      toNotification(
        { type: 'ONE_TO_ONE_BOOKED', title: 'New booking', body: 'Olivia booked', image: '/media/a.svg' },
        ORIGIN,
      ),
    ).toEqual({
      title: 'New booking',
      options: {
        body: 'Olivia booked',
        image: `${ORIGIN}/media/a.svg`,
        icon: '/favicon.svg',
        data: { url: '/trainer/dashboard', type: 'ONE_TO_ONE_BOOKED' },
      },
    });
  });

  it('reads the push service’s envelope', () => {
    const shown = toNotification(
      { notification: { title: 'Live now', body: 'Priya is live' }, data: { type: 'FOLLOWED_TRAINER_LIVE' } },
      ORIGIN,
    );
    expect(shown.title).toBe('Live now');
    expect(shown.options.body).toBe('Priya is live');
    expect(shown.options.data).toEqual({ url: '/dashboard', type: 'FOLLOWED_TRAINER_LIVE' });
  });

  it('still shows a payload with no type, no title or junk, and goes home', () => {
    expect(toNotification(undefined, ORIGIN)).toEqual({
      title: 'Kinetic',
      options: { icon: '/favicon.svg', data: { url: '/', type: null } },
    });
    expect(toNotification({ title: 'Hi', type: 'SOMETHING_NEW' }, ORIGIN).options.data).toEqual({
      url: '/',
      type: 'SOMETHING_NEW',
    });
  });

  it('ignores a link in the payload and keeps only safe images', () => {
    const shown = toNotification(
      {
        type: 'RATE_RECENT_CLASSES',
        title: 'Rate',
        link: 'https://evil.example',
        url: 'https://evil.example',
        image: 'http://evil.example/a.png',
      },
      ORIGIN,
    );
    expect(shown.options.data.url).toBe('/');
    expect(shown.options.image).toBeUndefined();
    expect(toNotification({ image: 'https://cdn.example/a.png' }, ORIGIN).options.image).toBe(
      'https://cdn.example/a.png',
    );
  });
});
