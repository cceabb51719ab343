// An HTTPS front with HTTP/2 for the preview server, for the measuring scripts: browsers reach
// Kinetic in production over HTTP/2 (every static host and load balancer in front of deploy/ speaks
// it), where a route's scripts share one connection. The preview speaks HTTP/1.1, where Chromium
// opens at most six connections to it, and Lighthouse's simulated network then queues a route's
// scripts behind one another: a measure of the preview, not of what customers get.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one HTTP/1.1 connection, which HTTP/2 refuses. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** A certificate for 127.0.0.1 made for this run (Debian's openssl); the browser is told to accept it. */
function throwawayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'kinetic-front-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', ...subject, '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `target` (an http:// origin) over HTTPS with HTTP/2 on `port`: every request passed on as it
 * came, every answer passed back as it comes. Resolves the front's origin and how to close it.
 */
export async function serveOverHttp2(target, port) {
  const upstream = new URL(target);
  const server = createSecureServer({ ...throwawayCertificate(), allowHTTP1: true }, (incoming, outgoing) => {
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
    );
    const forward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        for (const name of HOP_BY_HOP) delete answer.headers[name];
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.headersSent || outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
