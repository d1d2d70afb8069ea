import t from 'tap';
import type { Intent } from '../../src/matching/index.ts';
import { person, readings } from './helpers.ts';

const has = (xs: Intent['needs'], topic: string, stated = true) => xs.some((x) => x.topic === topic && (!stated || !x.implied));

t.test('given a founder who seeks investors named by a sector, when their goal is read, then they need capital in that sector and are not read as an investor', async (t) => {
  const cases: [string, string][] = [
    ['Looking for security-focused angels.', 'cyber'],
    ['Hoping to meet fintech angels at this event.', 'fintech'],
    ['We are looking for climate-focused VCs for our next round.', 'climate'],
    ["We'd like intros to seed funds that back hardware.", 'hardware'],
  ];
  for (const [goal, sector] of cases) {
    for (const side of [null, 'founder'] as const) {
      for (const [how, intent] of await readings(person('f', { side, event_goal: goal }))) {
        const at = `${goal} (${side ?? 'open event'}, ${how})`;
        const capital = intent.needs.find((n) => n.topic === 'capital' && !n.implied);
        t.ok(capital, `${at}: needs capital`);
        t.ok(capital?.qualifiers.sectors.includes(sector), `${at}: for ${sector}`);
        t.notOk(has(intent.needs, 'dealflow', false), `${at}: wants no deal flow`);
        t.notOk(has(intent.offers, 'capital', false), `${at}: offers no capital`);
      }
    }
  }
});

t.test('given a founder who lists security-focused angels among their needs, when read, then the entry is a need for capital', async (t) => {
  for (const [how, intent] of await readings(person('f', { event_needs: ['security-focused angels'] }))) {
    t.ok(has(intent.needs, 'capital'), `${how}: needs capital`);
    t.notOk(has(intent.needs, 'dealflow', false), `${how}: wants no deal flow`);
  }
});

t.test('given an investor who seeks founders named by a sector, when their goal is read, then they offer capital and want deal flow, not a co-founder', async (t) => {
  for (const side of ['investor', null] as const) {
    for (const [how, intent] of await readings(person('i', { side, event_goal: 'Looking for security-focused founders.' }))) {
      const at = `${side ?? 'open event'}, ${how}`;
      const deals = intent.needs.find((n) => n.topic === 'dealflow' && !n.implied);
      t.ok(deals, `${at}: wants deal flow (stated)`);
      t.ok(deals?.qualifiers.sectors.includes('cyber'), `${at}: in security`);
      t.ok(has(intent.offers, 'capital', false), `${at}: offers capital`);
      t.notOk(has(intent.needs, 'cofounder', false), `${at}: seeks no co-founder`);
      t.notOk(has(intent.needs, 'capital', false), `${at}: needs no capital`);
    }
  }
});

t.test('given goals that name investors or founders beside the ones sought, when read, then the reading keeps the speaker\'s own side', async (t) => {
  for (const [how, intent] of await readings(person('i', { event_goal: 'Angel investor looking for fintech startups to back alongside other angels.' }))) {
    t.ok(has(intent.needs, 'dealflow'), `an angel seeking startups, ${how}: wants deal flow`);
    t.notOk(has(intent.needs, 'capital'), `an angel seeking startups, ${how}: states no need of capital`);
  }
  for (const [how, intent] of await readings(person('c', { event_goal: 'Looking for a technical founder to build this with me.' }))) {
    t.ok(has(intent.needs, 'cofounder'), `someone seeking one founder to start with, ${how}: seeks a co-founder`);
    t.notOk(has(intent.needs, 'dealflow', false), `someone seeking one founder to start with, ${how}: wants no deal flow`);
  }
});
