import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGORA_STYLE_ATTRIBUTES, REACT_ARIA_STYLES, contentSecurityPolicy, metaContentSecurityPolicy } from './csp';

const resolve = createRequire(import.meta.url).resolve;
const reactAriaModule = (path: string) =>
  readFileSync(join(dirname(resolve('react-aria/package.json')), 'dist/private', path), 'utf8');

/**
 * The text a React Aria module gives the `<style>` element it writes (a template literal, then
 * trimmed), with the module's own constants in its placeholders.
 */
function styleWritten(source: string): string {
  const template = /\.textContent = `([^`]*)`\.trim\(\)/.exec(source)?.[1];
  if (template === undefined) throw new Error('no <style> text found');
  const constant = (name: string) => new RegExp(`const ${name.replace(/\$/g, '\\$')} = '([^']*)'`).exec(source)?.[1];
  return template.replace(/\$\{([^}]*)\}/g, (_, name: string) => constant(name) ?? `\${${name}}`).trim();
}

/** The policy's directives by name, each with its sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the content security policy', () => {
  it('by default allows our own origin only: the services are proxied and the media is ours', () => {
    const policy = directives(contentSecurityPolicy({}));
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['media-src']).toEqual(["'self'", 'blob:']);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('connects to a cross-origin API, identity, token service and auth, and shows pictures and videos from a media CDN', () => {
    const policy = directives(
      contentSecurityPolicy({
        KINETIC_PUBLIC_API_BASE: 'https://api.example.com/v2',
        KINETIC_PUBLIC_IDENTITY_BASE: 'https://identitytoolkit.googleapis.com',
        KINETIC_PUBLIC_TOKEN_BASE: 'https://securetoken.googleapis.com',
        KINETIC_PUBLIC_AUTH_BASE: 'https://auth.example.com:8443/api/auth',
        KINETIC_PUBLIC_MEDIA_ORIGINS: 'https://cdn.example.com/, https://videos.example.net',
      }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://auth.example.com:8443',
    ]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example.com',
      'https://videos.example.net',
    ]);
    expect(policy['media-src']).toEqual(["'self'", 'blob:', 'https://cdn.example.com', 'https://videos.example.net']);
    // Nothing else widens: scripts and styles stay our own.
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('with an API on a path of our own origin adds nothing', () => {
    expect(contentSecurityPolicy({ KINETIC_PUBLIC_API_BASE: '/backend' })).toBe(contentSecurityPolicy({}));
  });

  it("with an Agora app id reaches Agora's domains on any port and lets its SDK start a blob worker", () => {
    const policy = directives(contentSecurityPolicy({ KINETIC_PUBLIC_AGORA_APP_ID: 'agora-app' }));
    for (const domain of ['agora.io', 'sd-rtn.com', 'rtnsvc.com', 'rtesvc.com']) {
      expect(policy['connect-src']).toContain(`https://*.${domain}:*`);
      expect(policy['connect-src']).toContain(`wss://*.${domain}:*`);
    }
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('with the whole Firebase configuration reaches the Cloud Messaging hosts, and not with part of it', () => {
    const firebase = {
      KINETIC_PUBLIC_FIREBASE_API_KEY: 'key',
      KINETIC_PUBLIC_FIREBASE_PROJECT_ID: 'kinetic',
      KINETIC_PUBLIC_FIREBASE_APP_ID: 'app',
      KINETIC_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '42',
      KINETIC_PUBLIC_FIREBASE_VAPID_KEY: 'vapid',
    };
    expect(directives(contentSecurityPolicy(firebase))['connect-src']).toEqual([
      "'self'",
      'https://firebaseinstallations.googleapis.com',
      'https://fcmregistrations.googleapis.com',
    ]);
    const partial = { ...firebase, KINETIC_PUBLIC_FIREBASE_VAPID_KEY: '' };
    expect(directives(contentSecurityPolicy(partial))['connect-src']).toEqual(["'self'"]);
  });

  it('refuses a media entry that is not an origin, so a typo fails the build instead of blocking pictures', () => {
    expect(() => contentSecurityPolicy({ KINETIC_PUBLIC_MEDIA_ORIGINS: 'cdn.example.com' })).toThrow(
      /"cdn\.example\.com" is not an origin/,
    );
    expect(() => contentSecurityPolicy({ KINETIC_PUBLIC_MEDIA_ORIGINS: 'https://cdn.example.com/pictures' })).toThrow();
  });

  it("allows no inline style but React Aria's two <style> elements, each by its hash", () => {
    const styles = directives(contentSecurityPolicy({}))['style-src'];
    expect(styles).not.toContain("'unsafe-inline'");
    expect(styles).not.toContain("'unsafe-hashes'");
    // The hash Chromium names when it refuses usePress's style under a policy without it.
    expect(styles).toEqual([
      "'self'",
      "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
  });

  it('hashes the very texts the installed React Aria writes', () => {
    expect([
      styleWritten(reactAriaModule('interactions/usePress.mjs')),
      styleWritten(reactAriaModule('overlays/usePreventScroll.mjs')),
    ]).toEqual(REACT_ARIA_STYLES);
  });

  it("with an Agora app id allows the SDK's hidden video and canvas their style attributes, and nothing else inline", () => {
    const sdk = readFileSync(resolve('agora-rtc-sdk-ng'), 'utf8');
    for (const style of AGORA_STYLE_ATTRIBUTES) expect(sdk).toContain(`setAttribute("style","${style}")`);
    const styles = directives(contentSecurityPolicy({ KINETIC_PUBLIC_AGORA_APP_ID: 'agora-app' }))['style-src'];
    expect(styles).toContain("'unsafe-hashes'");
    expect(styles).not.toContain("'unsafe-inline'");
    expect(styles).toHaveLength(1 + REACT_ARIA_STYLES.length + 1 + AGORA_STYLE_ATTRIBUTES.length);
  });

  it('leaves framing out of the <meta> copy, where browsers reject it, and keeps everything else', () => {
    const env = {
      KINETIC_PUBLIC_API_BASE: 'https://api.example.com',
      KINETIC_PUBLIC_MEDIA_ORIGINS: 'https://cdn.example.com',
    };
    const meta = metaContentSecurityPolicy(env);
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).toBe(
      contentSecurityPolicy(env)
        .split('; ')
        .filter((directive) => !directive.startsWith('frame-ancestors'))
        .join('; '),
    );
  });
});
