/** A goal that says nothing gets no sector guessed from it at a sided event. */
import t from 'tap';
import { sentenceEncoder } from '../../src/matching/index.ts';
import { read } from '../../src/matching/reading.ts';
import { person } from './helpers.ts';

t.test('given a tagged attendee whose goal says nothing, when it is read with the encoder, then the money their side states carries no sector', async (t) => {
  const enc = await sentenceEncoder();
  for (const [side, goal] of [['founder', 'Excited to be here'], ['investor', 'Happy to connect with everyone'], ['investor', 'Hello']] as const) {
    const intent = (await read(person('x', { side, event_goal: goal }), enc)).intent;
    const money = [...intent.needs, ...intent.offers].filter((i) => i.topic === 'capital');
    t.ok(money.length > 0, `${side} "${goal}": the side still states the money`);
    t.same(money.flatMap((i) => i.qualifiers.sectors), [], `${side} "${goal}": no sector invented`);
  }
  // And a goal that is read keeps its guessed sector
  const read2 = (await read(person('y', { side: 'founder', event_goal: 'Raising a seed round for our app that helps restaurants cut food waste' }), enc)).intent;
  t.ok(read2.needs.some((n) => n.topic === 'capital' && n.qualifiers.sectors.length > 0), 'a goal read as a raise keeps a sector');
});

t.test('given a tagged attendee who wrote nothing and whose title line names no sector, when it is read with the encoder, then no sector is guessed from the title line', async (t) => {
  const enc = await sentenceEncoder();
  const people = [
    person('md', { side: 'investor', title: 'Managing Director', company: 'Harbor Holdings' }),
    person('gp', { side: 'investor', title: 'Partner', company: 'Northwind Capital' }),
    person('ceo', { side: 'founder', title: 'CEO', company: 'Brightloaf' }),
    person('co', { side: 'founder', company: 'Brightloaf' }),
  ];
  for (const a of people) {
    const intent = (await read(a, enc)).intent;
    const items = [...intent.needs, ...intent.offers];
    t.ok(items.some((i) => i.topic === 'capital'), `${a.entity_id}: the side still states the money`);
    t.same(items.flatMap((i) => i.qualifiers.sectors), [], `${a.entity_id}: no sector guessed from "${[a.title, a.company].filter(Boolean).join(' at ')}"`);
  }
  // A title that names a sector still states it.
  const named = (await read(person('n', { side: 'investor', title: 'Partner, food and agriculture fund' }), enc)).intent;
  t.ok(named.offers.some((o) => o.topic === 'capital' && o.qualifiers.sectors.includes('food')), 'a sector the title names is kept');
});
