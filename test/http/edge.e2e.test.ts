/**
 * The HTTP edge (issue #11, findings 3 and 6): slow clients are cut within the documented
 * bounds while others are served, the connection cap holds, every error the HTTP layer makes
 * itself is in the envelope with a correlation id, and the small contract slips are fixed.
 */
import t, { type Test } from 'tap';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startService, BASE, type TestService } from '../helpers/app.ts';

/** A raw connection that records what the server sent and whether it closed. */
interface Raw {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
}

function connect(port: number): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (data += d));
    const closed = new Promise<void>((res) => socket.on('close', () => res()));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, received: () => data, closed }));
    socket.once('error', reject);
  });
}

/** Status and JSON body of the last response in a raw reply. */
function parse(raw: string): { status: number; body: Record<string, unknown>; headers: string } {
  const at = raw.lastIndexOf('HTTP/1.1 ');
  const head = raw.slice(at, raw.indexOf('\r\n\r\n', at));
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4);
  return { status: Number(head.slice(9, 12)), body: body ? (JSON.parse(body) as Record<string, unknown>) : {}, headers: head.toLowerCase() };
}

/** Sends `text` one byte per `everyMs` until it is all sent or the socket closes; the bytes sent. */
async function trickle(raw: Raw, text: string, everyMs: number): Promise<number> {
  let sent = 0;
  let closed = false;
  void raw.closed.then(() => (closed = true));
  while (sent < text.length && !closed) {
    raw.socket.write(text[sent]!);
    sent++;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return closed ? sent : Infinity;
}

async function listening(t: Test, env: Record<string, string>): Promise<{ svc: TestService; port: number; url: string }> {
  const svc = await startService(t, env);
  await svc.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (svc.app.server.address() as AddressInfo).port;
  return { svc, port, url: `http://127.0.0.1:${port}` };
}

t.test('given request timeouts of 1 s (headers 0.5 s) and a client trickling its request', async (t) => {
  const { svc, port, url } = await listening(t, { HTTP_HEADERS_TIMEOUT_MS: '500', HTTP_REQUEST_TIMEOUT_MS: '1000' });
  const token = await svc.key();
  const body = JSON.stringify({ event_id: 'slow', title: 'x'.repeat(180) });
  const head = (auth: boolean) =>
    `POST ${BASE}/events HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n` +
    `${auth ? `authorization: Bearer ${token}\r\n` : ''}\r\n`;

  t.test('when the body trickles on an authenticated request, then a 408 in the envelope closes it long before the body is sent', async (t) => {
    const raw = await connect(port);
    raw.socket.write(head(true));
    const trickling = trickle(raw, body, 100); // the whole body would take about 20 s
    // Meanwhile a normal client is served.
    const normal = await fetch(`${url}${BASE}/events`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event_id: 'fast', title: 'Fast' }),
    });
    t.equal(normal.status, 201, 'a normal client is served while the slow one trickles');
    const sent = await trickling;
    t.ok(sent < body.length, `closed after ${sent} of ${body.length} body bytes`);
    const res = parse(raw.received());
    t.equal(res.status, 408);
    t.equal(res.body.code, 'REQUEST_TIMEOUT');
    t.match(res.body.correlation_id, /^[0-9a-f-]{36}$/);
    t.match(res.headers, /x-correlation-id: [0-9a-f-]{36}/);
    t.equal((await svc.call('GET', '/events/slow', { token })).status, 404, 'nothing of the slow request was recorded');
  });

  t.test('when the body trickles after a 401, then the connection is still closed', async (t) => {
    const raw = await connect(port);
    raw.socket.write(head(false));
    const sent = await trickle(raw, body, 100);
    t.ok(sent < body.length, `closed after ${sent} of ${body.length} body bytes`);
    const res = parse(raw.received());
    t.equal(res.status, 401, 'the one answer is the 401 (no second response after it)');
    t.equal(res.body.code, 'UNAUTHORIZED');
  });

  t.test('when the headers trickle, then a 408 in the envelope', async (t) => {
    const raw = await connect(port);
    const sent = await trickle(raw, `GET ${BASE}/auth HTTP/1.1\r\nhost: x\r\nx-padding: ${'p'.repeat(200)}\r\n\r\n`, 50);
    t.ok(Number.isFinite(sent), `closed after ${sent} header bytes`);
    const res = parse(raw.received());
    t.equal(res.status, 408);
    t.equal(res.body.code, 'REQUEST_TIMEOUT');
  });
});

t.test('given a keep-alive timeout of 200 ms, when a connection idles after its answer, then the server closes it', async (t) => {
  const { port } = await listening(t, { HTTP_KEEP_ALIVE_TIMEOUT_MS: '200' });
  const raw = await connect(port);
  raw.socket.write('GET /healthz HTTP/1.1\r\nhost: x\r\n\r\n');
  raw.socket.write(`POST ${BASE}/events HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}`);
  await raw.closed;
  const answers = raw.received().split('HTTP/1.1 ').slice(1);
  t.equal(answers.length, 2, 'both requests were answered on the one connection');
  t.match(answers[0], /^200 /);
  t.match(answers[0]!.toLowerCase(), /connection: keep-alive/, 'a complete request keeps the connection alive');
  t.match(answers[1], /^401 /);
});

t.test('given at most 3 connections, when 3 are open, then a 4th is refused until one closes', async (t) => {
  const { svc, port, url } = await listening(t, { HTTP_MAX_CONNECTIONS: '3' });
  const open = await Promise.all([connect(port), connect(port), connect(port)]);
  for (let i = 0; i < 100; i++) {
    const n = await new Promise<number>((r) => svc.app.server.getConnections((_e, c) => r(c)));
    if (n === 3) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const refused = await connect(port);
  await refused.closed;
  t.equal(refused.received(), '', 'the 4th connection is closed without an answer');
  open[0]!.socket.destroy();
  await open[0]!.closed;
  let served = 0;
  for (let i = 0; i < 100 && served !== 200; i++) {
    served = await fetch(`${url}/healthz`).then((r) => r.status, () => 0);
    if (served !== 200) await new Promise((r) => setTimeout(r, 10));
  }
  t.equal(served, 200, 'a new client is served once a connection closed');
  for (const o of open) o.socket.destroy();
});

t.test('given errors the HTTP parser makes itself', async (t) => {
  const { port } = await listening(t, {});
  const send = async (text: string) => {
    const raw = await connect(port);
    raw.socket.write(text);
    await raw.closed;
    return parse(raw.received());
  };

  t.test('then headers over 16 KiB answer 431 in the envelope', async (t) => {
    const res = await send(`GET ${BASE}/auth HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    t.equal(res.status, 431);
    t.equal(res.body.code, 'HEADERS_TOO_LARGE');
    t.match(res.body.correlation_id, /^[0-9a-f-]{36}$/);
    t.same(Object.keys(res.body).sort(), ['code', 'correlation_id', 'message']);
  });

  t.test('then a URL over 16 KiB answers 431 in the envelope', async (t) => {
    const res = await send(`GET ${BASE}/events?q=${'a'.repeat(20_000)} HTTP/1.1\r\nhost: x\r\n\r\n`);
    t.equal(res.status, 431);
    t.equal(res.body.code, 'HEADERS_TOO_LARGE');
  });

  t.test('then conflicting body lengths answer 400 in the envelope', async (t) => {
    const res = await send(`POST ${BASE}/events HTTP/1.1\r\nhost: x\r\ncontent-length: 1\r\ncontent-length: 2\r\n\r\n{}`);
    t.equal(res.status, 400);
    t.equal(res.body.code, 'BAD_REQUEST');
  });

  t.test('then a body announced over 16 MiB answers 413 in the envelope at once and the connection is closed', async (t) => {
    const { svc: s2, port: p2 } = await listening(t, {});
    const token = await s2.key();
    const raw = await connect(p2);
    raw.socket.write(`PUT ${BASE}/events/ev/attendees:import HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${token}\r\ncontent-type: application/json\r\ncontent-length: ${17 * 1024 * 1024}\r\n\r\n{"attendees":[`);
    await raw.closed;
    const res = parse(raw.received());
    t.equal(res.status, 413);
    t.equal(res.body.code, 'PAYLOAD_TOO_LARGE');
    t.match(res.headers, /connection: close/);
  });

  t.test('then a malformed request line answers 400 in the envelope', async (t) => {
    const res = await send('NOT AN HTTP REQUEST\r\n\r\n');
    t.equal(res.status, 400);
    t.equal(res.body.code, 'BAD_REQUEST');
    t.match(res.body.correlation_id, /^[0-9a-f-]{36}$/);
  });
});

t.test('given the small contract slips of finding 6', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  t.equal((await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'Ev' } })).status, 201);
  t.equal((await svc.call('POST', '/events/ev/sessions', { token, body: { session_id: 's1', title: 'S' } })).status, 201);

  t.test('then a mistyped or repeated dry_run is UNSUPPORTED_QUERY_PARAMETER on every DELETE, and nothing is deleted', async (t) => {
    for (const url of [
      '/events/ev?dry_run=ture',
      '/events/ev?dry_run=ture&dry_run=true',
      '/events/ev?force=true&force=true',
      '/events/ev/sessions/s1?dry_run=ture',
      '/events/ev/sessions/s1?dry_run=true&dry_run=ture',
      '/events/ev/attendees/a1?dry_run=ture',
      '/events/ev/attendees/a1?dry_run=false&dry_run=ture',
    ]) {
      const r = await svc.call('DELETE', url, { token });
      t.equal(r.status, 400, url);
      t.equal(r.body.code, 'UNSUPPORTED_QUERY_PARAMETER', url);
      t.ok(Array.isArray(r.body.supported_parameters), `${url}: names the supported parameters`);
    }
    t.equal((await svc.call('GET', '/events/ev/sessions/s1', { token })).status, 200, 'the session is still there');
  });

  t.test('then run and review IDs over 1,024 characters get their own codes', async (t) => {
    const long = 'a'.repeat(1100);
    const run = await svc.call('GET', `/runs/${long}`, { token });
    t.equal(run.status, 400);
    t.equal(run.body.code, 'INVALID_RUN_ID');
    t.match(run.body.message, /run_id/);
    const review = await svc.call('POST', `/review-queue/${long}/resolve`, { token, body: { decision: 'accept' } });
    t.equal(review.body.code, 'INVALID_REVIEW_ID');
    const merge = await svc.call('POST', `/review-queue/${long}/merge`, { token, body: {} });
    t.equal(merge.body.code, 'INVALID_REVIEW_ID');
    const badEncoding = await svc.call('GET', '/runs/%E0%A4%A', { token });
    t.equal(badEncoding.body.code, 'INVALID_RUN_ID', 'broken percent-encoding too');
    t.equal((await svc.call('GET', `/events/${long}`, { token })).body.code, 'INVALID_PARTNER_ID', 'partner IDs keep theirs');
    t.equal((await svc.call('GET', `/events/ev/sessions/${long}`, { token })).body.code, 'INVALID_PARTNER_ID');
  });

  t.test('then POST /events refuses null for timezone, visibility and url_slug with their codes', async (t) => {
    for (const [field, code] of [
      ['timezone', 'INVALID_TIMEZONE'],
      ['visibility', 'INVALID_VISIBILITY'],
      ['url_slug', 'INVALID_URL_SLUG'],
    ] as const) {
      const r = await svc.call('POST', '/events', { token, body: { event_id: `n-${field}`, title: 'N', [field]: null } });
      t.equal(r.status, 400, field);
      t.equal(r.body.code, code, field);
    }
    const ok = await svc.call('POST', '/events', { token, body: { event_id: 'n-ok', title: 'N', timezone: 'UTC', visibility: 'public', url_slug: 'n-ok' } });
    t.equal(ok.status, 201, 'strings are still accepted');
    const cleared = await svc.call('PATCH', '/events/n-ok', { token, body: { timezone: null } });
    t.equal(cleared.status, 200, 'PATCH still clears with null');
    t.equal(cleared.body.timezone, null);
  });

  t.test('then a caller correlation id is kept only when it is a safe token', async (t) => {
    const kept = await svc.call('GET', '/auth', { token, headers: { 'x-correlation-id': 'req-42.a:B_c' } });
    t.equal(kept.body.correlation_id, 'req-42.a:B_c');
    t.equal(kept.headers['x-correlation-id'], 'req-42.a:B_c');
    for (const unsafe of ['ann@example.com', 'two words', 'a/b', 'x'.repeat(129), 'é']) {
      const r = await svc.call('GET', '/events/missing', { token, headers: { 'x-correlation-id': unsafe } });
      t.equal(r.status, 404);
      t.match(r.body.correlation_id, /^[0-9a-f-]{36}$/, `${unsafe.slice(0, 20)} is replaced by a generated id`);
      t.equal(r.headers['x-correlation-id'], r.body.correlation_id);
    }
  });
});
