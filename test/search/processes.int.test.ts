/**
 * The in-memory index follows the log, not the runner's batches: a person added by another
 * process (here a second runtime on the same DATA_DIR, as the operator CLI is) shows in this
 * process's search, although this process's projection runner never applied that event itself.
 */
import t from 'tap';
import { startService } from '../helpers/app.ts';
import { importRows } from '../http/attendees.helpers.ts';
import { eventually } from '../infra/tap.ts';
import { loadConfig } from '../../src/config.ts';
import { withRuntime } from '../../src/runtime.ts';
import { addAttendee } from '../../src/commands/attendees/addAttendee.ts';

t.test('a person added by another process is found once this process has caught up', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await svc.call('POST', '/events', { token, body: { event_id: 'ev', title: 'ev' } });
  await importRows(svc, token, 'ev', 'k1', [{ attendee_id: 'a', name: 'Ada Quarry' }]);
  const q = { query: 'Zephyrine', mode: 'keyword' };
  t.same((await svc.call('POST', '/events/ev/search/people', { token, body: q })).body.items, [], 'built before');

  // when another process adds a person and projects it into the shared read models
  await withRuntime(loadConfig({ DATA_DIR: svc.dataDir } as NodeJS.ProcessEnv), (deps) => addAttendee(deps, { org_id: 'org-a', event_id: 'ev', name: 'Zephyrine Walk-in' }));

  // then this process's search finds them once its runner has seen the event
  await eventually(async () => (await svc.call('POST', '/events/ev/search/people', { token, body: q })).body.items.length === 1, 'the walk-in is found');
  const res = await svc.call('POST', '/events/ev/search/people', { token, body: q });
  t.match(res.body.items[0], { attendee_id: null, id_source: 'meshi', display_name: 'Zephyrine Walk-in', events: ['ev'] });
});
