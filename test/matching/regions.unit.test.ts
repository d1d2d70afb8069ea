import t from 'tap';
import { deriveIntent } from '../../src/matching/index.ts';
import { GEO_RELATED, pack, TOPIC_LIST } from '../../src/matching/features.ts';
import { qualifierFit } from '../../src/matching/score.ts';
import { readQualifiers } from '../../src/matching/qualifiers-read.ts';
import { person } from './helpers.ts';

const regionsOf = (text: string) => readQualifiers(text, { infer: false }).geographies;

t.test('given a city, a country adjective or a state, when a clause is read, then it names the region the place lies in', async (t) => {
  t.same(regionsOf('Our six engineers work out of Krakow.'), ['cee']);
  t.same(regionsOf('Payroll software for Vietnamese garment factories.'), ['sea']);
  t.same(regionsOf('Our first customers are in Bengaluru and Hyderabad.'), ['south_asia']);
  t.same(regionsOf('A small team in Porto building billing tools.'), ['iberia']);
  t.same(regionsOf('We sell to clinics across Latin American markets.'), ['latam'], '"Latin American" is not "American"');
  t.same(regionsOf('Two pilots with hospitals in Texas.'), ['us']);
  t.same(regionsOf('We back founders in North America.'), ['north_america']);
});

t.test('given a word one letter from a place name, when read, then it is not corrected into the place', async (t) => {
  t.same(regionsOf('Romo Robotics builds arms for warehouses.'), [], 'Romo is not Rome');
  t.same(regionsOf('Osla Health runs night clinics.'), [], 'Osla is not Oslo');
  t.same(regionsOf('Parris Foods makes oat snacks.'), [], 'Parris is not Paris');
  t.same(regionsOf('We invest in Rome and Milan.'), ['italy'], 'the place itself still reads');
});

t.test('given "US$" as a currency, when read, then it names no region unless "US" is also written as a place', async (t) => {
  t.same(regionsOf('Tickets from US$200k to US$1M.'), []);
  t.same(regionsOf('US$1M cheques for US founders.'), ['us']);
  t.same(regionsOf('Happy to co-host a dinner with us.'), [], 'the pronoun is still no country');
});

t.test('given funds with regional mandates, when their fit to a Polish founder is scored, then the region containing Poland fits fully, another European region nearly, another continent least', async (t) => {
  const roster = [
    person('f', { side: 'founder', event_goal: 'Raising a €1M seed round for our logistics software, based in Warsaw.' }),
    person('eu', { side: 'investor', event_goal: 'We invest €500k–2M at seed in logistics software across Europe.' }),
    person('de', { side: 'investor', event_goal: 'We invest €500k–2M at seed in logistics software in Germany only.' }),
    person('us', { side: 'investor', event_goal: 'We invest €500k–2M at seed in logistics software in the United States only.' }),
  ];
  const p = pack(roster, roster.map((a) => ({ intent: deriveIntent(a), vectors: null })));
  const item = (owner: number, topic: number) => [...Array(p.itemTopic.length).keys()].find((j) => p.itemOwner[j] === owner && p.itemTopic[j] === topic)!;
  const CAPITAL = TOPIC_LIST.indexOf('capital');
  const need = item(0, CAPITAL);
  const eu = item(1, CAPITAL), de = item(2, CAPITAL), us = item(3, CAPITAL);
  t.ok((p.itemGeos[need]! & p.itemGeos[eu]!) !== 0, 'Europe contains Poland: the masks overlap');
  t.equal(p.itemGeos[need]! & p.itemGeos[de]!, 0, 'Germany does not contain Poland');
  t.ok(qualifierFit(p, need, eu) > qualifierFit(p, need, de), `Europe ${qualifierFit(p, need, eu)} above Germany ${qualifierFit(p, need, de)}`);
  t.ok(qualifierFit(p, need, de) > qualifierFit(p, need, us), `Germany ${qualifierFit(p, need, de)} above the US ${qualifierFit(p, need, us)}`);
  t.ok(GEO_RELATED.length <= 32, 'every region has a bit of a 32-bit mask');
});
