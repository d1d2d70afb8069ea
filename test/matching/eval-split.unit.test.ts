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
