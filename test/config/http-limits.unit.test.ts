/** The HTTP server's slow-client bounds as configured (README's configuration table). */
import t from 'tap';
import { loadConfig } from '../../src/config.ts';

t.test('given no HTTP_* variables, then the documented defaults apply', async (t) => {
  t.same(loadConfig({}).http, { headersTimeoutMs: 10_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000, idleTimeoutMs: 60_000, maxConnections: 512 });
});

t.test('given HTTP_* variables, then they are taken', async (t) => {
  const env = { HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '3000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '400', HTTP_IDLE_TIMEOUT_MS: '5000', HTTP_MAX_CONNECTIONS: '9' };
  t.same(loadConfig(env).http, { headersTimeoutMs: 2000, requestTimeoutMs: 3000, keepAliveTimeoutMs: 400, idleTimeoutMs: 5000, maxConnections: 9 });
});

t.test('given a headers timeout longer than the request timeout, then the configuration is refused', async (t) => {
  t.throws(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' }), /must not exceed HTTP_REQUEST_TIMEOUT_MS/);
  t.throws(() => loadConfig({ HTTP_MAX_CONNECTIONS: '0' }), /positive integer/);
  // the reader settings take 0 (read on the API thread) and stop at their caps
  t.same(loadConfig({ INTENT_READER_THREADS: '0', INTENT_READER_NICE: '19' }).intentReaders, { threads: 0, nice: 19 });
  t.throws(() => loadConfig({ INTENT_READER_THREADS: '17' }), { name: 'StartupError', variable: 'INTENT_READER_THREADS', message: /must be an integer 0\.\.16, got 17/ });
  t.throws(() => loadConfig({ INTENT_READER_NICE: '-1' }), { name: 'StartupError', message: /^INTENT_READER_NICE must be an integer 0..19/ });
});
