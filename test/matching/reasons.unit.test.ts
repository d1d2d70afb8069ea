import t from 'tap';
import { runMatching } from '../../src/matching/index.ts';
import type { AttendeeInput, PairMatch } from '../../src/matching/index.ts';
import { collect, person } from './helpers.ts';
import { textFitText } from '../../src/matching/reasons.ts';
import type { Intent, IntentItem } from '../../src/matching/index.ts';

async function pairOf(attendees: AttendeeInput[], principal: string, target: string): Promise<PairMatch | undefined> {
  const lists = await collect(runMatching({ attendees, context: { event_id: 'e' }, top_n: 5 }));
  return lists.find((l) => l.principal_entity_id === principal)?.matches.find((m) => m.target_entity_id === target);
}
const textOf = (m: PairMatch | undefined, kind: string) => m?.explainability.reasons.find((r) => r.kind === kind)?.text ?? '';

t.test('given a founder and an investor, then the best pair names the raise, the thesis and the evidence', async (t) => {
  const roster = [
    person('f', { side: 'founder', title: 'CEO', company: 'Helixly', event_goal: 'Raising a $2M seed for our digital health startup in London' }),
    person('i', { side: 'investor', title: 'Partner', company: 'Kite Capital', event_goal: 'We write $1-3M cheques into seed healthtech in the UK' }),
    person('i2', { side: 'investor', title: 'Partner', company: 'Ore Capital', event_goal: 'We back Series B logistics companies in the US' }),
  ];
  const m = await pairOf(roster, 'f', 'i');
  t.match(textOf(m, 'best_goal_pair'), /Raising a \$2M seed for our digital health startup in London/, 'the need');
  t.match(textOf(m, 'best_goal_pair'), /We write \$1-3M cheques into seed healthtech in the UK/, 'the offer');
  t.match(textOf(m, 'best_goal_pair'), /Partner at Kite Capital/, 'the evidence');
  t.match(textOf(m, 'aggregate_needs_to_offers'), /funding \(seed, health/, 'the aggregate names the need met');
  const back = await pairOf(roster, 'i', 'f');
  t.match(textOf(back, 'best_goal_pair'), /^You can help: "Raising a \$2M seed/, 'seen from the investor, the founder is helped');
});

t.test('given a company hiring and a job seeker, then the reason names the role sought and offered', async (t) => {
  const roster = [
    person('co', { title: 'Head of Talent', company: 'Quanta Labs', event_goal: 'Hiring backend engineers for our fintech team in Berlin' }),
    person('dev', { title: 'Software Engineer', company: 'NovaCorp', event_goal: "I'm a backend engineer looking for my next role in fintech" }),
    person('chess', { event_goal: 'Looking for a chess partner during breaks' }),
  ];
  const m = await pairOf(roster, 'co', 'dev');
  const best = textOf(m, 'best_goal_pair');
  t.match(best, /Hiring backend engineers for our fintech team/, 'the hiring need');
  t.match(best, /backend engineer looking for my next role/, 'the candidate offering themselves');
  t.match(textOf(m, 'aggregate_needs_to_offers'), /hiring \(fintech, .*engineer/, 'the role and sector of the need');
  // when the seeker reads it, the job offered is implied by the company's own need: it is quoted as what they seek, not as an offer they wrote
  const seen = textOf(await pairOf(roster, 'dev', 'co'), 'best_goal_pair');
  t.match(seen, /looking for my next role in fintech"; they seek in turn: "Hiring backend engineers/, 'the mirrored offer is named as their need');
  t.notMatch(seen, /no profile evidence/);
  // when nothing fits, a need is never quoted as an offer of the one who needs it
  const weak = textOf(await pairOf(roster, 'co', 'chess'), 'general_similarity');
  t.match(weak, /needs "Looking for a chess partner during breaks"/, 'the chess player is quoted by their need');
  t.notMatch(weak, /offers "Looking for a chess partner/);
});

t.test('given a seller and a corporate buyer, then the reason names the pilot sought and the pilot offered', async (t) => {
  const roster = [
    person('s', { title: 'Head of Sales', company: 'Arbor Software', event_goal: 'Looking for pilot customers for our logistics platform' }),
    person('b', { title: 'Head of Innovation', company: 'Terra Group', event_goal: 'I run innovation at a logistics corporate and we can pilot promising startups' }),
  ];
  const m = await pairOf(roster, 's', 'b');
  const best = textOf(m, 'best_goal_pair');
  t.match(best, /pilot customers for our logistics platform/);
  t.match(best, /we can pilot promising startups/);
  t.match(best, /Head of Innovation at Terra Group/);
});

t.test('given a pair no need/offer fit explains, when it is still listed, then its reasons are not empty', async (t) => {
  // Empty reasons mean "recorded before explainability existed" in the spec.
  const roster = [
    person('p', { event_goal: 'Looking for press coverage for our fintech launch' }),
    person('c', { event_goal: 'Looking for a chess partner during breaks' }),
    person('n', { company: 'Acme' }),
  ];
  const lists = await collect(runMatching({ attendees: roster, context: { event_id: 'e' }, top_n: 5 }));
  const all = lists.flatMap((l) => l.matches);
  t.ok(all.length > 0);
  for (const m of all) t.ok(m.explainability.reasons.length > 0, `${m.principal_entity_id} -> ${m.target_entity_id} has a reason`);
  const pc = all.find((m) => m.principal_entity_id === 'p' && m.target_entity_id === 'c');
  t.match(textOf(pc, 'general_similarity'), /press coverage for our fintech launch.*chess partner/, 'says what each side asked for');
  t.equal(textOf(pc, 'best_goal_pair'), '', 'a press need and a chess need are not presented as a fitting pair');
  const cn = all.find((m) => m.principal_entity_id === 'n');
  t.match(cn?.explainability.reasons[0]?.text, /they: needs "Looking for press coverage.*"; you: profile offers "Acme"/, 'a company alone is quoted as what they bring');
});

t.test('given a stated need and a stated offer whose texts share words, then the text reason quotes both and names the shared words', async (t) => {
  const q = { sectors: [], stages: [], geographies: [], roles: [], amount: null, lead: null };
  const item = (axis: 'need' | 'offer', span: string, implied = false): IntentItem => ({ axis, topic: 'other', qualifiers: q, span, source: 'goal', implied, evidence: [] });
  const intent = (needs: IntentItem[], offers: IntentItem[]): Intent => ({ needs, offers, profile_fallback: false });
  const n = intent([item('need', 'someone who knows heat pump installation in old farmhouses')], []);
  const o = intent([item('need', 'a chess partner')], [item('offer', 'twenty years restoring old farmhouses, happy to talk heat pump retrofits')]);
  t.match(textFitText(n, o), /^Your need "someone who knows heat pump installation in old farmhouses" and their offer "twenty years restoring old farmhouses, happy to talk heat pump retrofits" share: old, farmhouses, heat, pump$/);
  t.match(textFitText(o, n), /^Their need "someone who knows heat pump .*" and your offer "twenty years/, 'seen from the offer side');
  t.equal(textFitText(n, intent([], [item('offer', 'old chess sets')])), null, 'one shared word is not presented as a reason');
  t.equal(textFitText(n, intent([], [item('offer', 'heat pump installation in old farmhouses', true)])), null, 'an implied offer repeats another item and is not quoted');
});

t.test('given a listed pair no fit explains, when one side needs and the other states no offer, then the reason quotes the need and the other profile line', async (t) => {
  // Given: a reading of one side with a need only, and of the other with a need only but a profile line
  const m = await pairOf(
    [
      person('x', { title: 'Founder', event_goal: 'We want to learn how other clinics run their night shifts' }),
      person('y', { title: 'Night Shift Coordinator', company: 'St Anne Clinic', event_goal: 'Looking for a chess partner during breaks' }),
    ],
    'x',
    'y',
  );
  // Then: the general reason names x's need and what y's profile brings
  const text = textOf(m, 'general_similarity');
  t.match(text, /you: needs "We want to learn how other clinics run their night shifts"; they: profile offers "Night Shift Coordinator, St Anne Clinic"/);
});

t.test('given goals that carry e-mail addresses and a very long clause, then no reason repeats an address and every quote is bounded', async (t) => {
  const long = `We are hiring backend engineers for our payments platform in Berlin, ${'with a focus on reliability, observability and careful on-call practice, '.repeat(6)}and we pay well`;
  const roster = [
    person('h', { title: 'CTO', company: 'Ledgerly', event_goal: `${long}. Write to jobs@ledgerly.example.com.`, event_needs: ['backend engineers (mail cto@ledgerly.example.com)'] }),
    person('j', { title: 'Backend Engineer', event_goal: 'Backend engineer looking for a new role in Berlin payments, reach me at ana.k+jobs@mail.example.org' }),
  ];
  const lists = await collect(runMatching({ attendees: roster, context: { event_id: 'e' }, top_n: 5 }));
  const reasons = lists.flatMap((l) => l.matches.flatMap((m) => m.explainability.reasons.map((r) => r.text)));
  t.ok(reasons.length > 0, 'the pair is matched with reasons');
  for (const text of reasons) {
    t.notMatch(text, /@/, `no address in "${text.slice(0, 60)}…"`);
    for (const q of text.match(/"[^"]*"/g) ?? []) t.ok(q.length <= 122, 'a quoted text is at most 120 characters');
  }
  t.ok(reasons.some((r) => r.includes('[e-mail]')), 'an address is shown as masked');
});

t.test('given a founder who wrote nothing but a side, then their reasons quote no empty text and claim no stated need', async (t) => {
  const roster = [
    person('mia', { side: 'founder' }),
    person('i5', { side: 'investor', title: 'Partner', company: 'Agri Fund', event_goal: 'Investing in agritech and food supply chain startups at seed' }),
  ];
  for (const [a, b] of [['mia', 'i5'], ['i5', 'mia']] as const) {
    const reasons = (await pairOf(roster, a, b))?.explainability.reasons ?? [];
    t.ok(reasons.length > 0, `${a} → ${b}: listed with reasons`);
    for (const r of reasons) {
      t.notMatch(r.text, /(^|: |; )(;|$)|""/, `${a} → ${b}: no empty quote in "${r.text}"`);
      t.notMatch(r.text, /stated needs/, `${a} → ${b}: a side alone states no need`);
    }
    t.match(reasons[0]!.text, /funding \(read from the side registered; nothing written states it\)/, `${a} → ${b}: the need read from the side is named as such`);
  }
});

t.test('given a need stated in two sentences and an offer stated in two, when the pair is explained, then each text stands in quotation marks and no sentence ends in ".;"', async (t) => {
  // Given: a founder and an investor who each write two sentences the reading joins into one item
  const roster = [
    person('f', { side: 'founder', title: 'CEO', company: 'Qubitforge', event_goal: 'Deep tech: quantum error-correction software. Raising pre-seed. Need investors who are patient with long R&D timelines.' }),
    person('i', { side: 'investor', title: 'Partner', company: 'Northlight Ventures', event_goal: 'We lead seed rounds in climate tech across Europe: energy storage, grid, mobility. Tickets €1-3M.' }),
  ];
  // When: the founder's match is explained
  const best = textOf(await pairOf(roster, 'f', 'i'), 'best_goal_pair');
  // Then: the founder's words and the investor's are told apart, and read as written
  t.match(best, /^"Raising pre-seed\. Need investors who are patient with long R&D timelines\."; "We lead seed rounds in climate tech across Europe: energy storage, grid, mobility\. Tickets €1-3M\." \(Partner at Northlight Ventures\)$/);
  t.notMatch(best, /[.!?];/, 'no ".;"');
});

t.test('given someone who states an offer and two needs, when the pair is driven by the takers their offer implies, then their offer is never quoted as a need nor counted as a stated need met', async (t) => {
  // Given: a scientist who offers lab access (read as seeking takers for it) and states two needs a PhD student meets neither of
  const roster = [
    person('lab', { title: 'Food scientist', company: 'Nordic Food Lab', event_goal: 'Research on fermentation of plant proteins. Seeking industry partners for a joint grant application.', event_needs: ['industry partner for a research grant'], event_offers: ['lab access and fermentation expertise'] }),
    person('phd', { title: 'PhD candidate', company: 'Agricultural University', event_goal: "Soil health sensors. I'd like to find farms for a field trial and maybe a job after my PhD." }),
    person('farm', { title: 'Owner', company: 'Adler Family Farm', event_goal: 'We grow organic vegetables and herbs 40 km outside the city and want more restaurant customers.' }),
  ];
  // When: the scientist's match with the student is explained, from both sides
  const m = await pairOf(roster, 'lab', 'phd');
  const back = await pairOf(roster, 'phd', 'lab');
  // Then: the offer is named as what it is, and no aggregate claims a stated need the student meets
  t.match(textOf(m, 'best_goal_pair'), /^customers and pilots for what you offer, "lab access and fermentation expertise"; "Soil health sensors\."/);
  t.match(textOf(back, 'best_goal_pair'), /^You can help: customers and pilots for what they offer, "lab access and fermentation expertise"/);
  for (const r of [...(m?.explainability.reasons ?? []), ...(back?.explainability.reasons ?? [])]) {
    t.notMatch(r.text, /stated needs: customers and pilots/, `no implied need named as stated in "${r.text}"`);
  }
});

t.test('given a founder seeking climate seed money, when an investor of another thesis is listed, then the need met is named without the qualifiers that investor does not share', async (t) => {
  // Given: a climate founder, a climate seed fund, and a proptech angel
  const roster = [
    person('f', { side: 'founder', title: 'CEO', company: 'Voltloop', event_goal: 'Raising a €2M seed round for second-life EV battery storage. Looking for climate-focused seed investors.' }),
    person('c', { side: 'investor', title: 'Partner', company: 'Northlight Climate Ventures', event_goal: 'We lead seed rounds in climate tech across Europe.' }),
    person('p', { side: 'investor', title: 'Angel', company: 'Bosphorus Angels', event_goal: 'i invest in turkish founders, construction and proptech mostly' }),
  ];
  // When: the founder reads both matches
  const climate = textOf(await pairOf(roster, 'f', 'c'), 'aggregate_needs_to_offers');
  const proptech = textOf(await pairOf(roster, 'f', 'p'), 'aggregate_needs_to_offers');
  // Then: the fund meets "funding (seed, climate)"; the angel meets funding, not climate seed funding
  t.match(climate, /funding \(seed, climate\)$/);
  t.match(proptech, /stated needs: funding$/);
});

t.test('given a founder whose words seeking investors are also read as the deal flow they offer, when an investor reads the match, then those words are quoted as what the founder seeks', async (t) => {
  // Given: at a sided event, a founder's need text is read a second time as their (stated) deal-flow offer
  const roster = [
    person('f', { side: 'founder', title: 'CEO & Co-founder', company: 'Voltloop', event_goal: 'Raising a €2M seed round for our second-life EV battery storage systems. Looking for climate-focused seed investors, ideally ones who can lead.' }),
    person('i', { side: 'investor', title: 'Partner', company: 'Northlight Climate Ventures', event_goal: 'We lead seed rounds in climate tech across Europe.', event_offers: ['lead seed investment in climate tech'] }),
    person('a', { side: 'investor', title: 'Angel investor', company: 'Independent', event_goal: 'angel, small tickets, agritech and climate' }),
  ];
  // When: the investor reads the match, and the founder reads an angel's one clause (deal flow sought, money offered)
  const best = textOf(await pairOf(roster, 'i', 'f'), 'best_goal_pair');
  const angel = textOf(await pairOf(roster, 'a', 'f'), 'best_goal_pair');
  // Then: the founder's sentence is never presented as an offer of theirs, and the angel's money still is one
  t.match(best, /they seek in turn: "Looking for climate-focused seed investors/, best);
  t.notMatch(best, /"; "Looking for climate-focused/, 'not quoted as their offer');
  t.notMatch(angel, /seek in turn: "angel/, angel);
});

t.test('given a co-packer and a grant programme who only offer, when no need meets an offer, then no reason quotes an offer as a need nor a need as an offer', async (t) => {
  // Given: an offer read with an implied need for takers, and someone whose need it does not meet
  const roster = [
    person('cp', { title: 'Co-packer Sales', company: 'ContractFood GmbH', event_goal: 'We offer contract manufacturing (co-packing) for plant-based and dairy-alternative products, small runs possible.' }),
    person('j', { title: 'Journalist', company: 'Food & Future Magazine', event_goal: 'Looking for stories and people to interview.' }),
    person('g', { title: 'Program Manager', company: 'City Food Innovation Fund', event_goal: 'We give grants up to 50k to food startups that reduce waste or emissions.' }),
    person('ml', { title: 'Founder', company: 'Umami Oat', event_goal: 'plant-based cheese startup. need a co-packer and a food scientist who knows fermentation' }),
    person('lab', { title: 'Food scientist', company: 'Nordic Food Lab', event_goal: 'Research on fermentation of plant proteins. Seeking research partners for a joint grant application.' }),
  ];
  const lists = await collect(runMatching({ attendees: roster, context: { event_id: 'e' }, top_n: 5 }));
  // When: every reason is read
  const reasons = lists.flatMap((l) => l.matches.flatMap((m) => m.explainability.reasons.map((r) => r.text)));
  t.ok(reasons.length > 0);
  // Then: an offer's words are never introduced as what someone needs
  for (const r of reasons) {
    t.notMatch(r, /needs "(We offer contract|We give grants)/, r);
    t.notMatch(r, /for what (you|they) offer, "need a co-packer/, r);
  }
});

t.test('given two people whose goals read alike and whose needs no offer meets, when they rank each other first, then their strong tier is not called a weak suggestion', async (t) => {
  // Given: two stargazers who write alike, and people who raise, invest and hire
  const roster = [
    person('a', { title: 'Amateur astronomer', event_goal: 'Keen to chat about telescopes, dark skies and photographing the Milky Way from the Alps' }),
    person('b', { title: 'Astrophotography hobbyist', event_goal: 'Would love to chat about telescopes and dark skies; I photograph the Milky Way in the Alps' }),
    person('c', { title: 'CFO', company: 'Brightline', event_goal: 'Hiring two accountants for our finance team in Madrid' }),
    person('d', { title: 'Partner', company: 'Delta Ventures', event_goal: 'We invest in seed B2B SaaS in Spain' }),
    person('e', { title: 'Founder', company: 'Stackly', event_goal: 'Raising a seed round for our SaaS startup in Madrid' }),
    person('f', { title: 'Accountant', event_goal: 'Accountant looking for a new job in Madrid' }),
  ];
  const lists = await collect(runMatching({ attendees: roster, context: { event_id: 'e' }, top_n: 3 }));
  const all = lists.flatMap((l) => l.matches);
  // When: the stargazers are tiered (first picks of each other, listed back)
  const ab = all.find((m) => m.principal_entity_id === 'a' && m.target_entity_id === 'b');
  t.equal(ab?.explainability.tier, 'strong');
  t.equal(textOf(ab, 'best_goal_pair'), '', 'no need/offer pair explains it');
  // Then: the reason says the ranking put the pair there, and still quotes what each wrote
  const text = textOf(ab, 'general_similarity');
  t.match(text, /^Ranked high on overall profile similarity, though no stated need here is read as met by an offer \(.*telescopes and dark skies/);
  t.notMatch(text, /No stated need meets an offer here; suggested/);
  // And: a weak pair keeps the weak wording
  for (const m of all.filter((x) => x.explainability.tier === 'promising' || x.explainability.tier === 'explore')) {
    const g = textOf(m, 'general_similarity');
    if (g && !g.startsWith('Your need') && !g.startsWith('Their need')) t.match(g, /^(No stated need meets an offer here|Open networking)/, `${m.principal_entity_id} → ${m.target_entity_id}`);
  }
});
