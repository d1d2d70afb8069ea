/** The roster operator commands as child processes on the same DATA_DIR as a running service. */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService } from '../helpers/app.ts';
import { importRows } from './attendees.helpers.ts';
import { runCli } from '../helpers/server-process.ts';


const cli = runCli;

t.test('attendees add and audit identity', async (t) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-cli-roster-'));
  t.teardown(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const svc = await startService(t, {}, { dataDir });
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'x' } });
  await importRows(svc, token, 'ev', 'k1', [{ attendee_id: 'ann', name: 'Ann Lee', company: 'Acme', email: 'ann@acme.io' }]);
  await importRows(svc, token, 'ev', 'k2', [{ attendee_id: 'ann-2', name: 'A. Lee', email: 'ANN@acme.io' }]);

  const add = await cli(dataDir, ['attendees', 'add', '--org', 'org-a', '--event', 'ev', '--name', 'Walk In', '--side', 'investor']);
  t.equal(add.code, 0, add.stderr);
  const added = JSON.parse(add.stdout);
  t.match(added, { event_id: 'ev', id_source: 'meshi', attendee_id: null, minted: true, joined: true });
  let item: { event: { side: string } } | undefined;
  for (let i = 0; i < 100 && !item; i++) {
    item = (await svc.call('GET', '/events/ev/attendees', { token })).body.items.find((x: { entity_id: string }) => x.entity_id === added.entity_id);
    if (!item) await new Promise((r) => setTimeout(r, 25));
  }
  t.equal(item?.event.side, 'investor', 'the running service sees the operator add');
  t.equal((await cli(dataDir, ['attendees', 'add', '--org', 'org-a', '--event', 'nope', '--name', 'X'])).code, 1);
  t.equal((await cli(dataDir, ['attendees', 'add', '--org', 'org-a', '--event', 'ev'])).code, 2);
  t.equal((await cli(dataDir, ['attendees', 'add', '--org', 'org-a', '--event', 'ev', '--name', 'X', '--side', 'Founder'])).code, 2);

  const audit = await cli(dataDir, ['audit', 'identity', '--org', 'org-a', '--event', 'ev', '--attendee', 'ann-2', '--json']);
  t.equal(audit.code, 0, audit.stderr);
  const lines = audit.stdout.trim().split('\n').map((l) => JSON.parse(l));
  t.same(lines.map((l) => l.decision), ['new_person', 'adopted_by_anchor'], 'oldest first: why ann-2 is Ann');
  t.match(lines[1], { attendee_id: 'ann-2', matched_on: 'email', confidence: 1 });
  t.notOk(audit.stdout.includes('acme.io'), 'no e-mail addresses in the audit');
  const hist = await svc.call('GET', '/events/ev/attendees/ann-2/identity', { token });
  t.same(hist.body.items.map((i: { decision: string }) => i.decision), ['adopted_by_anchor', 'new_person'], 'the route shows the same decisions, newest first');
  // The same reading of the log: every field of each decision agrees.
  const strip = ({ position: _p, recorded_at: _r, decision_id: _d, ...rest }: Record<string, unknown>) => rest;
  t.same(hist.body.items.map(strip), [...lines].reverse().map(strip), 'auditor and partner read identical decisions');
  const human = await cli(dataDir, ['audit', 'identity', '--org', 'org-a', '--event', 'ev', '--attendee', 'ann-2']);
  t.match(human.stdout, /adopted_by_anchor/);
  t.equal((await cli(dataDir, ['audit', 'identity', '--org', 'org-a', '--event', 'ev', '--attendee', 'nobody'])).code, 1);
});
