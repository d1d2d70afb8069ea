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
