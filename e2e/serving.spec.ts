import { expect, test } from './fixtures';

// What a static host gets from dist/_headers, applied by the preview server the same way.
test.describe('serving the production build', () => {
  test('pages carry the CSP as a header (framing forbidden there only) and are revalidated', async ({ request }) => {
    for (const path of ['/', '/discover', '/dashboard']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['cache-control'], path).toBe('no-cache');
      // The <meta> copy is for hosts that send no header: browsers reject frame-ancestors there.
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(await response.text());
      expect(meta?.[1], path).toContain('script-src');
      expect(meta?.[1], path).not.toContain('frame-ancestors');
    }
  });

  test('hashed assets are cached for a year and sent brotli- or gzip-compressed as accepted', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const brotli = await request.get(script!, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['content-encoding']).toBe('br');
    // What Chromium accepts over plain HTTP: brotli only comes over HTTPS.
    const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    // All three are the same script.
    expect(await gzip.text()).toBe(await plain.text());
    expect(await brotli.text()).toBe(await plain.text());
  });

  test('a public route preloads its own code, with its English inside, with the entry; the home page needs no preload', async ({
    request,
  }) => {
    const discover = (await request.get('/discover')).headers()['link'] ?? '';
    expect(discover).toMatch(/<\/assets\/index-[\w-]+\.js>; rel=modulepreload/);
    expect(discover).toMatch(/<\/assets\/screens-[\w-]+\.js>; rel=modulepreload/);
    const page = /<(\/assets\/DiscoverPage-[\w-]+\.js)>; rel=modulepreload/.exec(discover)?.[1];
    expect(page).toBeDefined();
    // The screen's messages are compiled into its code: no catalogue to wait for.
    expect(await (await request.get(page!)).text()).toContain('Find a coach you click with');
    expect(discover).not.toMatch(/en\.[\w]+-[\w-]+\.js/);
    const trainer = (await request.get('/trainers/tr_1003')).headers()['link'] ?? '';
    expect(trainer).toMatch(/<\/assets\/TrainerProfilePage-[\w-]+\.js>; rel=modulepreload/);
    expect((await request.get('/')).headers()['link']).toBeUndefined();
  });

  test('a video is sent in byte ranges, a file is revalidated by its ETag, and a missing file is a 404', async ({
    request,
  }) => {
    const video = '/media/videos/breathwork-for-better-sleep.webm';
    const part = await request.get(video, { headers: { range: 'bytes=100-199' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-type']).toBe('video/webm');
    expect(part.headers()['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect((await part.body()).length).toBe(100);
    const etag = (await request.get(video)).headers()['etag'];
    expect(etag).toBeTruthy();
    expect((await request.get(video, { headers: { 'if-none-match': etag! } })).status()).toBe(304);
    expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
  });

  test('robots.txt keeps crawlers out of the dashboards', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(await robots.text()).toContain('Disallow: /dashboard');
  });
});
