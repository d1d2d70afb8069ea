import t from 'tap';
import { deriveIntent, runMatching } from '../../src/matching/index.ts';
import type { AttendeeInput, Intent } from '../../src/matching/index.ts';
import { profileFields } from '../../src/matching/profile.ts';
import { collect, person } from './helpers.ts';

const labels = (i: Intent) => [...i.needs, ...i.offers].filter((x) => !x.implied).map((x) => `${x.axis}:${x.topic}`);
const open = (id: string, event_goal: string, fields: Partial<AttendeeInput> = {}) => person(id, { side: null, event_goal, ...fields });

t.test('given open-event goals worded without the obvious keywords, when read without the encoder, then the word reading reads what each person wants or gives', async (t) => {
  const mentor = deriveIntent(open('m', 'I have spent twenty years getting devices through notified bodies and like to help first-time founders with it.'));
  t.same(labels(mentor), ['offer:advice'], 'someone who helps founders through certification offers advice');

  const seeker = deriveIntent(open('s', 'Finishing my PhD in soil chemistry and want to move into industry.'));
  t.same(labels(seeker), ['need:job'], 'a researcher moving into industry wants a job');

  const site = deriveIntent(open('w', 'Our warehouse still does stock counts on paper every Friday night; we would trial a tool that fixes that.'));
  t.ok(labels(site).includes('offer:customers'), 'a site that would trial a tool offers itself as a pilot customer');
});

t.test('given attendees with a side, when read without the encoder, then the side settles the money and the rest is read from the words', async (t) => {
  const founder = deriveIntent(person('f', { side: 'founder', event_goal: 'Raising a €1.5M seed for our payroll software, looking for a lead.' }));
  const raise = founder.needs.find((x) => x.topic === 'capital');
  t.ok(raise && !raise.implied, 'a founder wants capital, as stated');
  t.equal(raise?.qualifiers.amount?.max, 1_500_000, 'the amount of the round comes with it');
  t.notOk(founder.offers.some((x) => x.topic === 'capital'), 'and offers none');

  const investor = deriveIntent(person('i', { side: 'investor', event_goal: 'We write first cheques into B2B software companies.' }));
  t.ok(investor.offers.some((x) => x.topic === 'capital' && !x.implied), 'an investor offers capital');
  t.notOk(investor.needs.some((x) => x.topic === 'capital'), 'and wants none');
});

t.test('given attendees who wrote neither goal nor lists, when read without the encoder, then the profile is read: its text fields and a title naming a role', async (t) => {
  const fields = deriveIntent(person('p', { side: null, event_goal: null, title: 'Operations lead', raw_data: { looking_for: 'a warehouse management tool we could pilot', crm_id: 'hub-4411' } }));
  t.ok(fields.needs.length > 0 && fields.needs.every((x) => x.source === 'profile'), `the field named as a need is read as one (${labels(fields).join(', ')})`);
  t.equal(fields.profile_fallback, true, 'and the reading says it came from the profile');

  const titled = deriveIntent(person('g', { side: null, event_goal: null, title: 'General Partner', company: 'Northwind Ventures' }));
  t.same(labels(titled), ['offer:capital'], 'a general partner offers capital');
  t.equal(titled.offers[0]?.span, 'General Partner, Northwind Ventures', 'and the span is the title');

  const many = { ...Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`looking_for_${String(i).padStart(3, '0')}`, 'a lead investor for our seed round'])), bio: 'x'.repeat(60_000) };
  const big = person('m', { side: null, event_goal: null, raw_data: many });
  t.same(profileFields(big).length, 6, 'a free JSON of 200 need fields reads six of them');
  t.ok(profileFields({ ...big, raw_data: { bio: 'word '.repeat(20_000) } })[0]!.text.length <= 1000, 'and a field its first thousand characters');
  t.ok(deriveIntent(big).needs.length > 0, 'which still read');

  const blank = deriveIntent(person('b', { side: null, event_goal: null, title: null, company: null }));
  t.same([blank.needs.length, blank.offers.length, blank.profile_fallback], [0, 0, false], 'with nothing to read, nothing is read');
});

t.test('given the same attendee twice, when read without the encoder, then the readings are equal', async (t) => {
  const a = open('x', 'Looking for a distributor who already sells into dental clinics in Spain.');
  t.same(deriveIntent(a), deriveIntent({ ...a }));
});

t.test('given an open roster without stored readings, when matched inline, then each meets the person who gives what they want first', async (t) => {
  const roster = [
    open('site', 'Our warehouse still does stock counts on paper every Friday night; we would trial a tool that fixes that.'),
    open('vendor', 'We make a camera system that counts pallets on warehouse racks and are looking for warehouses to pilot it with.'),
    open('mentor', 'I have spent twenty years getting devices through notified bodies and like to help first-time founders with it.'),
    open('hirer', 'We are hiring two backend engineers for our Berlin office.'),
    open('seeker', 'Finishing my PhD in soil chemistry and want to move into industry.'),
    open('mentee', 'First-time founder of a medical device startup, would value an hour with someone who has taken a device through certification.'),
  ];
  const lists = await collect(runMatching({ attendees: roster, context: { event_id: 'ev-open', event_details: null, objectives: null }, top_n: 3, inline: 'lexical' }));
  const top = new Map(lists.map((l) => [l.principal_entity_id, l.matches[0]?.target_entity_id]));
  t.equal(top.get('site'), 'vendor', 'the site that would trial a tool meets its vendor');
  t.equal(top.get('vendor'), 'site');
  t.equal(top.get('mentee'), 'mentor', 'the founder who asks for guidance meets the certification mentor');
});
