import t from 'tap';
import { deriveIntent, runMatching } from '../../src/matching/index.ts';
import { readWithoutEncoder } from '../../src/matching/reading.ts';
import type { AttendeeInput, Intent } from '../../src/matching/index.ts';
import { collect, person } from './helpers.ts';

const labels = (i: Intent) => [...i.needs, ...i.offers].filter((x) => !x.implied).map((x) => `${x.axis}:${x.topic}`);
const open = (id: string, event_goal: string, fields: Partial<AttendeeInput> = {}) => person(id, { side: null, event_goal, ...fields });

t.test('given open-event goals worded without the obvious keywords, when read without the encoder, then the word reading reads what each person wants or gives', async (t) => {
  const mentor = readWithoutEncoder(open('m', 'I have spent twenty years getting devices through notified bodies and like to help first-time founders with it.'));
  t.same(labels(mentor), ['offer:advice'], 'someone who helps founders through certification offers advice');

  const seeker = readWithoutEncoder(open('s', 'Finishing my PhD in soil chemistry and want to move into industry.'));
  t.same(labels(seeker), ['need:job'], 'a researcher moving into industry wants a job');

  const site = readWithoutEncoder(open('w', 'Our warehouse still does stock counts on paper every Friday night; we would trial a tool that fixes that.'));
  t.ok(labels(site).includes('offer:customers'), 'a site that would trial a tool offers itself as a pilot customer');
});

t.test('given attendees with a side, or with neither goal nor lists, when read without the encoder, then the lexicon reading reads them, as with the encoder', async (t) => {
  const founder = person('f', { side: 'founder', event_goal: 'Raising a €1.5M seed for our payroll software, looking for a lead.' });
  t.same(readWithoutEncoder(founder), deriveIntent(founder), 'a founder is read by the lexicon reading');

  const titleOnly = person('p', { side: null, title: 'Programme Officer', company: 'Northfield Innovation Foundation', event_goal: null });
  const read = readWithoutEncoder(titleOnly);
  t.same(read, deriveIntent(titleOnly), 'an attendee without goal or lists is read from the profile');
  t.equal(read.profile_fallback, deriveIntent(titleOnly).profile_fallback);
});

t.test('given the same attendee twice, when read without the encoder, then the readings are equal', async (t) => {
  const a = open('x', 'Looking for a distributor who already sells into dental clinics in Spain.');
  t.same(readWithoutEncoder(a), readWithoutEncoder({ ...a }));
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
