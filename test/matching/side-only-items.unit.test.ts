/** An item read from the registered side alone has no words: it never quotes what the person wrote about something else. */
import t from 'tap';
import { deriveIntent, runMatching, sentenceEncoder } from '../../src/matching/index.ts';
import { read } from '../../src/matching/reading.ts';
import { collect, person } from './helpers.ts';

const goals = [
  ['founder', 'Looking forward to a good day of talks'],
  ['investor', 'Nice to meet you all'],
] as const;

t.test('given a tagged attendee whose goal says nothing, when read with and without the encoder, then the money their side states carries no words of theirs', async (t) => {
  const enc = await sentenceEncoder();
  for (const [side, goal] of goals) {
    for (const [how, intent] of [['encoder', (await read(person('x', { side, event_goal: goal }), enc)).intent], ['words', deriveIntent(person('x', { side, event_goal: goal }))]] as const) {
      const money = [...intent.needs, ...intent.offers].filter((i) => i.topic === 'capital');
      t.ok(money.length > 0, `${side} "${goal}" (${how}): the side still states the money`);
      for (const i of [...intent.needs, ...intent.offers]) t.equal(i.span, '', `${side} "${goal}" (${how}): ${i.axis} ${i.topic} quotes nothing`);
    }
  }
});

t.test('given a founder whose goal is about hiring, when the side adds the money, then the money need does not quote the hiring words', async (t) => {
  const intent = deriveIntent(person('f', { side: 'founder', event_goal: 'We are hiring two backend engineers in Lisbon' }));
  const money = intent.needs.find((n) => n.topic === 'capital');
  t.ok(money, 'the side states the money');
  t.equal(money?.span, '', 'read from the side, it has no words');
  t.ok(intent.needs.some((n) => n.topic === 'talent' && n.span.includes('backend engineers')), 'the hire keeps its words');
});

t.test('given a founder whose goal says nothing and an investor, when matched, then no reason quotes the goal as the raise', async (t) => {
  const roster = [
    person('f', { side: 'founder', event_goal: 'Looking forward to a good day of talks' }),
    person('i', { side: 'investor', title: 'Partner', company: 'Larch Capital', event_goal: 'We invest in seed software companies across the Nordics' }),
  ];
  const lists = await collect(runMatching({ attendees: roster, context: { event_id: 'e' }, top_n: 5 }));
  const texts = lists.flatMap((l) => l.matches.flatMap((m) => m.explainability.reasons.map((r) => r.text)));
  t.ok(texts.length > 0, 'the pair is matched');
  for (const x of texts) t.notMatch(x, /good day of talks/, `"${x}" quotes no unrelated words as the raise`);
  t.ok(texts.some((x) => /funding \(read from the side registered; nothing written states it\)/.test(x)), 'the need is named as read from the side');
});
