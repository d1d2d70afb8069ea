/**
 * Identity decisions of one org never wait on other orgs' traffic (issue #11, finding 7): a
 * decision waits for the read models to reach the last event of its own org's people ledger
 * (and the streams it reads besides), never the global head of the log. Shown with the
 * projections stalled: another org's events stay unprojected while this org decides.
 */
import t from 'tap';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE } from '../helpers/app.ts';
import { openRuntime } from '../../src/runtime.ts';
import { loadConfig } from '../../src/config.ts';
import { buildApp } from '../../src/http/app.ts';
import { addAttendee } from '../../src/commands/attendees/addAttendee.ts';
import { decisionPosition } from '../../src/commands/attendees/ledger.ts';
import { issueKey } from '../../src/commands/access.ts';
import { streams } from '../../src/domain/streams.ts';
import type { Position } from '../../src/infra/eventstore/port.ts';

t.test('given org-a with a projected ledger and the projections stalled behind org-b traffic', async (t) => {
  // No workers (nothing else waits on the read models) and a short read-your-writes bound:
  // the stalled follower never answers a wait.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-wait-'));
  const rt = await openRuntime(loadConfig({ DATA_DIR: dataDir, PROJECTION_WAIT_MS: '20' } as NodeJS.ProcessEnv), { bus: false });
  const app = await buildApp(rt.deps);
  t.teardown(async () => {
    await app.close();
    await rt.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const { deps } = rt;
  const token = (await issueKey(deps, { org_id: 'org-a', principal_type: 'service_account', scopes: ['partner:read', 'partner:write'], event_id: null, environment: 'staging', rate_limit: null })).key;
  await deps.projections.catchUp();
  const created = await app.inject({ method: 'POST', url: `${BASE}/events`, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: { event_id: 'ev', title: 'Ev' } });
  t.equal(created.statusCode, 201);
  await addAttendee(deps, { org_id: 'org-a', event_id: 'ev', name: 'First Person' });
  await deps.projections.catchUp();

  await deps.projections.stop();
  const awaited: Position[] = [];
  const waitFor = deps.projections.waitFor.bind(deps.projections);
  deps.projections.waitFor = (position, ms) => {
    awaited.push(position);
    return waitFor(position, ms);
  };
  const otherOrgTraffic = async () => {
    for (let i = 0; i < 5; i++) await issueKey(deps, { org_id: 'org-b', principal_type: 'service_account', scopes: ['partner:read'], event_id: null, environment: 'staging', rate_limit: null });
    return deps.store.headPosition();
  };

  t.test('when org-a decides, then it waits for nothing and org-b events stay unprojected', async (t) => {
    const projected = deps.projections.position;
    const orgB = await otherOrgTraffic();
    t.ok(orgB > projected, 'org-b events lie beyond the read models');
    const added = await addAttendee(deps, { org_id: 'org-a', event_id: 'ev', name: 'Second Person' });
    t.equal(added.minted, true);
    t.same(awaited, [], 'no wait: the org-a ledger and event were already projected');
    t.equal(deps.projections.position, projected, 'the decision needed none of org-b events');
    t.ok((await deps.store.streamHead(streams.people('org-a')))!.position > orgB, 'and it was appended after them');
  });

  t.test('when org-a decides again, then it awaits the last position of its own ledger, not the head', async (t) => {
    const ownLast = (await deps.store.streamHead(streams.people('org-a')))!.position;
    const orgB = await otherOrgTraffic();
    t.equal(await decisionPosition(deps, 'org-a', [streams.event('org-a', 'ev')]), ownLast);
    awaited.length = 0;
    await addAttendee(deps, { org_id: 'org-a', event_id: 'ev', name: 'Third Person' });
    t.same(awaited, [ownLast], `awaited ${ownLast} (its ledger), not ${orgB} (the head)`);
  });
});
