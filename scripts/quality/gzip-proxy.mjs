// Diagnostic for `node scripts/quality/lighthouse.mjs --gzip-proxy`: a reverse proxy that gzips
// text responses, to show what HTTP compression alone would change in the Lighthouse figures.
// The gate itself always measures the app exactly as it serves.
import { createServer, request } from 'node:http';
import { createGzip } from 'node:zlib';

export function startGzipProxy(target) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!wantsGzip || !/text|javascript|json|svg|css/.test(type)) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(createGzip({ level: 6 })).pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) });
    });
  });
}
