/**
 * Snapshots are pinned: a side change shows in the next run only, the diff route lists what it
 * changed, and rebuilding the read models from the log gives byte-identical reads.
 */
import t from 'tap';
import { startService } from '../helpers/app.ts';
import { allPages, eventWithRoster, matchRun, roster } from './matches.helpers.ts';

t.test('PATCH of a side: the next run reflects it, earlier snapshots stay; the diff lists the change', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await eventWithRoster(svc, token, 'ev', roster(16, { untagged: 1 }));
  const first = await matchRun(svc, token, 'ev', 'before', { top_n: 4 });
  t.same((await svc.call('GET', '/events/ev/attendees/p-u0/matches', { token })).body.items, [], 'untagged: no matches');

  // when: the untagged mentor becomes an investor
  const patch = await svc.call('PATCH', '/events/ev/attendees/p-u0', { token, body: { side: 'investor' } });
  t.equal(patch.status, 200);
  const row = await svc.rt.deps.read.find<{ id: string; rescore_due: boolean; attendee_id: string }>('event_attendees', { where: { org_id: 'org-a', event_id: 'ev', attendee_id: 'p-u0' } });
  t.equal(row[0]!.rescore_due, true, 'the roster marks the attendee for a rescore');
  const second = await matchRun(svc, token, 'ev', 'after', { top_n: 4 });

  // then
  t.not(second.snapshot_metadata.input_hash, first.snapshot_metadata.input_hash);
  const rescored = await svc.rt.deps.read.find<{ id: string; rescore_due: boolean; attendee_id: string }>('event_attendees', { where: { org_id: 'org-a', event_id: 'ev', attendee_id: 'p-u0' } });
  t.equal(rescored[0]!.rescore_due, false, 'the run that scored the new side clears the rescore');
  t.same(second.snapshot_metadata.roster, { total: 17, founder: 8, investor: 9, untagged: 0 });
  const now = await svc.call('GET', '/events/ev/attendees/p-u0/matches', { token });
  t.equal(now.body.run_id, second.run_id, 'the latest run is read by default');
  t.ok(now.body.items.length > 0, 'the new investor has matches in the new run');
  t.ok(now.body.items.every((m: any) => Number(m.target_attendee_id.slice(2)) % 2 === 0), 'only founders');
  const pinned = await svc.call('GET', `/events/ev/attendees/p-u0/matches?run_id=${first.run_id}`, { token });
  t.same(pinned.body.items, [], 'the earlier snapshot is unchanged');
  t.equal((await svc.call('GET', `/events/ev/matches/p-u0/${now.body.items[0].target_attendee_id}?run_id=${first.run_id}`, { token })).body.code, 'MATCH_NOT_FOUND');

  const diff = await svc.call('GET', `/events/ev/match-runs/${second.run_id}/diff?against=${first.run_id}`, { token });
  t.equal(diff.status, 200);
  t.match(diff.body, { event_id: 'ev', run_id: second.run_id, against: first.run_id });
  const mine = diff.body.items.find((i: any) => i.attendee_id === 'p-u0');
  t.ok(mine, 'the re-tagged attendee is listed');
  t.same(mine.gained.map((g: any) => g.target_attendee_id).sort(), now.body.items.map((m: any) => m.target_attendee_id).sort());
  t.same(mine.lost, []);
  const gainedP = diff.body.items.filter((i: any) => i.gained.some((g: any) => g.target_attendee_id === 'p-u0'));
  const listing = await allPages(svc, token, '/events/ev/matches?limit=100');
  t.equal(gainedP.length, listing.filter((m) => m.target_attendee_id === 'p-u0').length, 'every list that gained the new investor is listed');
  for (const i of diff.body.items) t.ok(i.gained.length + i.lost.length > 0, 'only attendees whose list changed');

  const paged = await allPages(svc, token, `/events/ev/match-runs/${second.run_id}/diff?against=${first.run_id}&limit=1`);
  t.same(paged, diff.body.items, 'diff pages join to the whole diff');
  const self = await svc.call('GET', `/events/ev/match-runs/${second.run_id}/diff?against=${second.run_id}`, { token });
  t.same(self.body.items, [], 'a run against itself has no changes');

  t.equal((await svc.call('GET', `/events/ev/match-runs/${second.run_id}/diff`, { token })).body.code, 'INVALID_RUN_ID', 'against is required');
  t.equal((await svc.call('GET', `/events/ev/match-runs/nope/diff?against=${first.run_id}`, { token })).body.code, 'INVALID_RUN_ID');
  const unknown = await svc.call('GET', `/events/ev/match-runs/${second.run_id}/diff?against=00000000-0000-4000-8000-000000000000`, { token });
  t.equal(unknown.status, 404);
  t.equal(unknown.body.code, 'MATCH_RUN_NOT_FOUND');
  t.equal((await svc.call('GET', `/events/nope/match-runs/${second.run_id}/diff?against=${first.run_id}`, { token })).body.code, 'EVENT_NOT_FOUND');
});

t.test('rebuilding the read models from the log gives byte-identical match reads', async (t) => {
  const svc = await startService(t);
  const token = await svc.key();
  await eventWithRoster(svc, token, 'ev', roster(14, { untagged: 1 }));
  const a = await matchRun(svc, token, 'ev', 'a', { top_n: 3 });
  await svc.call('PATCH', '/events/ev/attendees/p-1', { token, body: { side: 'founder' } });
  const b = await matchRun(svc, token, 'ev', 'b', { top_n: 3 });
  const paths = [
    '/events/ev/matches?limit=100',
    `/events/ev/matches?limit=5&run_id=${a.run_id}`,
    '/events/ev/attendees/p-0/matches',
    `/events/ev/attendees/p-3/matches?run_id=${a.run_id}`,
    '/events/ev/attendees/p-u0/matches',
    `/events/ev/match-runs/${b.run_id}/diff?against=${a.run_id}`,
    `/runs/${a.run_id}`,
    `/runs/${b.run_id}`,
  ];
  const top = (await svc.call('GET', '/events/ev/attendees/p-0/matches', { token })).body.items[0];
  paths.push(`/events/ev/matches/p-0/${top.target_attendee_id}`);
  const before = JSON.stringify(await svc.snapshot(token, paths));

  // when
  await svc.rebuildReadModels();

  // then
  const after = JSON.stringify(await svc.snapshot(token, paths));
  t.equal(after, before, 'identical bytes');
  t.ok(before.includes(top.match_id));
});
