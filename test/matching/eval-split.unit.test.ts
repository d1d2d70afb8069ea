import t from 'tap';
import { buildEvents, phrasingsFor, templatesFor } from '../../eval/dataset.ts';
import { FILLERS, FREE_TOPICS, TEMPLATES } from '../../eval/templates.ts';

t.test('given the evaluation splits, then they share no phrasing template, free-text sentence or filler', async (t) => {
  for (const key of Object.keys(TEMPLATES)) {
    const dev = templatesFor(key, 'dev'), held = templatesFor(key, 'heldout');
    t.ok(held.length > 0 && dev.length > 0, `${key}: both splits have phrasings`);
    t.same(dev.filter((x) => held.includes(x)), [], `${key}: no template in both`);
  }
  const sentences = [...Object.values(FREE_TOPICS).flatMap((f) => [f.need, f.offer]), FILLERS];
  for (const all of sentences) t.same(phrasingsFor(all, 'dev').filter((x) => phrasingsFor(all, 'heldout').includes(x)), []);
});

t.test('given the rendered held-out events, then no dev-only free-text sentence or filler appears in them, and the people differ', async (t) => {
  const text = (split: 'dev' | 'heldout') =>
    buildEvents(split).flatMap((e) => e.attendees).map((a) => [a.event_goal, ...(a.event_needs ?? []), ...(a.event_offers ?? [])].join(' ').toLowerCase());
  const held = text('heldout');
  const devOnly = [...Object.values(FREE_TOPICS).flatMap((f) => [...phrasingsFor(f.need, 'dev'), ...phrasingsFor(f.offer, 'dev')]), ...phrasingsFor(FILLERS, 'dev')];
  const leaks = devOnly.filter((s) => held.some((h) => h.includes(s.toLowerCase())));
  t.same(leaks, [], 'no dev sentence in held-out goals');
  const ids = (split: 'dev' | 'heldout') => new Set(buildEvents(split).flatMap((e) => e.attendees.map((a) => a.entity_id)));
  const dev = ids('dev');
  t.notOk([...ids('heldout')].some((id) => dev.has(id)), 'no attendee in both splits');
});

t.test('given the dev-only extra phrasings, then held-out never draws them and its roster is byte-for-byte unchanged', async (t) => {
  const { createHash } = await import('node:crypto');
  const { DEV_EXTRA_TEMPLATES } = await import('../../eval/templates-dev-extra.ts');
  for (const [key, extra] of Object.entries(DEV_EXTRA_TEMPLATES)) {
    t.ok(key in TEMPLATES, `${key} is a known template list`);
    t.same(templatesFor(key, 'heldout').filter((x) => extra.includes(x)), [], `${key}: no extra phrasing in held-out`);
    t.ok(extra.every((x) => templatesFor(key, 'dev').includes(x)), `${key}: dev draws the extras`);
  }
  // Fingerprint of the held-out events (attendees and hidden labels) recorded before the extras existed.
  const held = buildEvents('heldout').map((e) => [e.name, e.attendees, [...e.hidden.entries()]]);
  t.equal(createHash('sha256').update(JSON.stringify(held)).digest('hex'), '2d725f09e0f2da1922796336999a1d69dbb8d866f93699eeb4da802990488590');
});

t.test('given the independently written fresh, fresh2, fresh3 and probe phrasings, then held-out never draws them and the diagnosis tool refuses probe and held-out', async (t) => {
  const { DEV_FRESH_TEMPLATES } = await import('../../eval/templates-dev-fresh.ts');
  const { DEV_FRESH2_TEMPLATES } = await import('../../eval/templates-dev-fresh2.ts');
  const { DEV_FRESH3_TEMPLATES } = await import('../../eval/templates-dev-fresh3.ts');
  const { DEV_PROBE_TEMPLATES } = await import('../../eval/templates-dev-probe.ts');
  for (const key of Object.keys(TEMPLATES)) {
    const held = templatesFor(key, 'heldout');
    const independent = [DEV_FRESH_TEMPLATES, DEV_FRESH2_TEMPLATES, DEV_FRESH3_TEMPLATES, DEV_PROBE_TEMPLATES].flatMap((set) => set[key] ?? []);
    t.same(held.filter((x) => independent.includes(x)), [], `${key}: held-out draws none of them`);
    t.same(templatesFor(key, 'fresh2'), DEV_FRESH2_TEMPLATES[key], `${key}: fresh2 renders only the fresh2 phrasings`);
    t.same(templatesFor(key, 'fresh3'), DEV_FRESH3_TEMPLATES[key], `${key}: fresh3 renders only the fresh3 phrasings`);
    t.same(templatesFor(key, 'probe'), DEV_PROBE_TEMPLATES[key], `${key}: probe renders only the probe phrasings`);
  }
  const { spawnSync } = await import('node:child_process');
  for (const split of ['probe', 'heldout']) {
    const r = spawnSync(process.execPath, ['--import=tsx', 'eval/diagnose.ts', split], { encoding: 'utf8' });
    t.not(r.status, 0, `diagnose ${split} is refused`);
  }
});
