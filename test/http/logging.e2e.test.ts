import t from 'tap';
import pino from 'pino';
import { Writable } from 'node:stream';
import { loggerOptions } from '../../src/http/app.ts';
import { startService } from '../helpers/app.ts';

t.test('given requests with keys and e-mail addresses, then log lines carry correlation id, org and route but no secret or e-mail', async (t) => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const svc = await startService(t, {}, { logger: pino(loggerOptions('info'), sink) });
  const token = await svc.key();

  await svc.call('POST', '/events', { token, body: { event_id: 'ev-log', title: 'Log me' }, headers: { 'x-correlation-id': 'corr-123' } });
  // A body with an e-mail address that fails validation, and a request with a bad token.
  await svc.call('POST', '/events', { token, body: { event_id: 'ev-2', title: 42, contact: 'jane.doe@example.com' } });
  await svc.call('GET', '/events', { token: 'mm_test_not-a-real-key' });

  const entries = lines.map((l) => JSON.parse(l));
  const created = entries.find((e) => e.correlation_id === 'corr-123' && e.msg === 'request');
  t.ok(created, 'an access line for the request');
  t.equal(created.org_id, 'org-a');
  t.equal(created.route, '/api/v0/partner/events');
  t.equal(created.status, 201);
  const all = lines.join('\n');
  t.notOk(all.includes(token), 'the key never appears in logs');
  t.notOk(all.includes('mm_test_not-a-real-key'), 'nor a presented bad token');
  t.notOk(/[\w.+-]+@[\w-]+\.[\w.]+/.test(all), 'no e-mail address appears in logs');
});
