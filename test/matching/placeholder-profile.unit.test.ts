/** A title or company that is only a form's stand-in ("tbd", "n/a", "-") is no profile, for matching and readiness alike. */
import t from 'tap';
import { deriveIntent, readAttendee, runMatching, sentenceEncoder } from '../../src/matching/index.ts';
import { hasMatchInput, hasProfile, withoutPlaceholders } from '../../src/matching/policy.ts';
import { collect, person } from './helpers.ts';

t.test('given stand-ins typed as title or company, when checked, then they are no profile; a company that says something is one', async (t) => {
  for (const [title, company] of [['tbd', 'n/a'], ['-', 'N/A'], ['TBD', 'none'], ['', 'unknown'], [null, '—']] as const)
    t.notOk(hasProfile({ title, company }), `${JSON.stringify(title)} at ${JSON.stringify(company)}`);
  for (const [title, company] of [['tbd', 'Independent'], ['tbd', 'X'], ['CTO', 'n/a'], [null, 'Nothing Ltd']] as const)
    t.ok(hasProfile({ title, company }), `${JSON.stringify(title)} at ${JSON.stringify(company)}`);
});

t.test('given an attendee with a placeholder title and company, when prepared for reading, then both are none and nothing else changes', async (t) => {
  const a = person('a', { title: 'TBD', company: 'n/a', event_goal: 'Hiring two backend engineers' });
  t.same(withoutPlaceholders(a), { ...a, title: null, company: null });
  const b = person('b', { title: 'CTO', company: 'Acme' });
  t.equal(withoutPlaceholders(b), b, 'the same object when nothing is dropped');
});

t.test('given placeholders as title and company, when read with and without the encoder, then the reading is that of no profile', async (t) => {
  const goal = 'Hiring two backend engineers for our payments team';
  const withStandIns = person('a', { title: 'tbd', company: 'N/A', event_goal: goal });
  const without = person('a', { title: null, company: null, event_goal: goal });
  t.same(deriveIntent(withStandIns), deriveIntent(without), 'without the encoder');
  const encoder = await sentenceEncoder();
  t.same(await readAttendee(withStandIns, { encoder }), await readAttendee(without, { encoder }), 'with the encoder');
});

t.test('given someone who gives only "tbd" at "n/a", when matched, then they take part nowhere, as readiness says', async (t) => {
  t.notOk(hasMatchInput(person('x', { title: 'tbd', company: 'n/a' })));
  const roster = [
    person('x', { title: 'tbd', company: 'n/a' }),
    person('h', { title: 'Head of Talent', company: 'Quanta Labs', event_goal: 'Hiring backend engineers' }),
    person('e', { title: 'Backend engineer', company: 'Freelance', event_goal: 'Looking for my next backend role' }),
  ];
  const out = await collect(runMatching({ attendees: roster, context: { event_id: 'ev' }, top_n: 5, inline: 'lexical' }));
  t.same(out.map((p) => p.principal_entity_id).sort(), ['e', 'h']);
  t.notOk(out.some((p) => p.matches.some((m) => m.target_entity_id === 'x')), 'nobody is shown them');
});

t.test('given two people whose only shared words are "TBD" titles, when matched, then no reason quotes the placeholder', async (t) => {
  const roster = [
    person('a', { title: 'TBD', company: 'n/a', event_goal: 'Hiring backend engineers for a payments start-up' }),
    person('b', { title: 'TBD', company: 'n/a', event_goal: 'Looking for my next backend engineering role' }),
  ];
  const out = await collect(runMatching({ attendees: roster, context: { event_id: 'ev' }, top_n: 5, inline: 'lexical' }));
  const texts = out.flatMap((p) => p.matches.flatMap((m) => m.explainability.reasons.map((r) => r.text)));
  t.ok(texts.length > 0);
  for (const x of texts) t.notMatch(x, /\btbd\b|n\/a/i, x);
});
