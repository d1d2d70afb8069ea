import t from 'tap';
import { RULES, runMatching, sentenceEncoder, setDisabledRules } from '../../src/matching/index.ts';
import { deriveIntent, read, segment } from '../../src/matching/reading.ts';
import { askedMarket, askedTheRoom, cuesOf, cueVetoes, deniesMarket, givesMoney, narrowedRestatement, seeksTrial, speakerHires } from '../../src/matching/direction-cues.ts';
import { finalScore } from '../../src/matching/score.ts';
import { grantSide } from '../../src/matching/features.ts';
import { givesGrants } from '../../src/matching/grant-sides.ts';
import type { Topic } from '../../src/matching/types.ts';
import { collect, packOf, person, withRules } from './helpers.ts';

/** Each named rule with an example: on, it does what its reason says; off, it does not. */

t.test('every rule has a reason, and an unknown rule cannot be switched off', async (t) => {
  for (const [name, why] of Object.entries(RULES)) t.ok(why.length > 30, name);
  t.throws(() => setDisabledRules(['no-such-rule']));
});

t.test('rule mirrors: given a hiring goal, then a job is offered; without the rule it is not', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('h', { event_goal: 'We are hiring two backend engineers for our team.' });
  const on = await read(a, enc);
  t.ok(on.intent.needs.some((n) => n.topic === 'talent'), 'needs talent');
  t.ok(on.intent.offers.some((o) => o.topic === 'job' && o.implied), 'offers a job (implied)');
  const off = await withRules(['mirrors'], () => read(a, enc));
  t.notOk(off.intent.offers.some((o) => o.topic === 'job'));
});

t.test('rule mirrors: given someone seeking a technical co-founder, then the co-founder seat they offer names no role of the one they seek', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('c', { event_needs: ['a technical co-founder (CTO) for a clinic scheduling start-up'] });
  const r = await read(a, enc);
  const need = r.intent.needs.find((n) => n.topic === 'cofounder');
  t.same(need?.qualifiers.roles, ['technical'], 'the need names the kind of founder they seek');
  const seat = r.intent.offers.find((o) => o.topic === 'cofounder');
  t.ok(seat?.implied, 'offers a co-founder seat (implied)');
  t.same(seat?.qualifiers.roles, [], 'and is not a CTO themselves');
  const off = await withRules(['cofounder-kinds'], () => read(a, enc));
  t.same(off.intent.needs.find((n) => n.topic === 'cofounder')?.qualifiers.roles, ['cto'], 'without rule cofounder-kinds the need keeps the role lexicon\'s CTO');
  t.same(off.intent.offers.find((o) => o.topic === 'cofounder')?.qualifiers.roles, [], 'and the seat still names no role');
});

t.test('rule cofounder-kinds: given two physicians who both seek someone to build their product and a software engineer keen to co-found, then each physician offers a clinical seat and the engineer a technical one, and the engineer gains on the other physician; off, the gap is smaller', async (t) => {
  const encoder = await sentenceEncoder();
  const roster = [
    person('gp', { title: 'General practitioner', event_goal: 'I am a GP with an idea for a home blood pressure service. Looking for a co-founder who can build the app.' }),
    person('dev', { title: 'Senior software engineer', event_goal: 'Backend engineer keen to co-found a health startup with someone who knows patients.' }),
    person('md', { title: 'Consultant cardiologist', event_goal: 'Cardiologist here, looking for a technical co-founder to build a heart rhythm app with me.' }),
  ];
  const gp = await read(roster[0]!, encoder);
  t.same(gp.intent.needs.find((n) => n.topic === 'cofounder')?.qualifiers.roles, ['technical'], 'the GP seeks a technical founder');
  t.same(gp.intent.offers.find((o) => o.topic === 'cofounder')?.qualifiers.roles, ['domain'], 'and offers a clinical seat, not a technical one');
  const dev = await read(roster[1]!, encoder);
  t.ok(dev.intent.offers.find((o) => o.topic === 'cofounder')?.qualifiers.roles.includes('technical'), 'the engineer offers a technical seat');
  const gap = async () => {
    const p = await packOf(roster, encoder);
    return finalScore(p, 0, 1) - finalScore(p, 0, 2);
  };
  const on = await gap();
  const off = await withRules(['cofounder-kinds'], gap);
  t.ok(on > off, `the engineer's lead over the other physician widens (${on.toFixed(4)} vs ${off.toFixed(4)} without)`);
});

t.test('rule guidance-side: given someone glad to spend time with founders, then they offer advice; without the rule the advice is only an unsure guess', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('m', { event_goal: 'Twenty years in hospital purchasing. Glad to sit down with first-time founders who find the tender process confusing.' });
  const on = await read(a, enc);
  const advice = on.intent.offers.find((o) => o.topic === 'advice');
  t.ok(advice && !advice.implied, 'offers advice, stated');
  t.notOk(on.intent.needs.some((n) => n.topic === 'advice'), 'and seeks none');
  const off = await withRules(['guidance-side'], () => read(a, enc));
  t.notOk(off.intent.offers.some((o) => o.topic === 'advice' && !o.implied), 'without the rule no stated advice offer');
});

t.test('rule guidance-kinds: given a founder seeking a mentor for device approval, a regulatory mentor and a mentor of careers, then the advice items name their kinds and the regulatory mentor gains on the other; off, the gap is smaller', async (t) => {
  const encoder = await sentenceEncoder();
  const roster = [
    person('f', { event_goal: 'First-time founder of a wearable for asthma. Looking for a mentor who has taken a device through CE marking.' }),
    person('reg', { event_goal: 'Former head of regulatory affairs at a device maker. Happy to mentor founders through certification and audits.' }),
    person('car', { event_goal: 'Former hospital director. Happy to mentor founders on leadership and their career.' }),
  ];
  const f = await read(roster[0]!, encoder);
  t.same(f.intent.needs.find((n) => n.topic === 'advice')?.qualifiers.roles, ['regulatory'], 'the founder seeks regulatory guidance');
  const reg = await read(roster[1]!, encoder);
  t.same(reg.intent.offers.find((o) => o.topic === 'advice')?.qualifiers.roles, ['regulatory'], 'which the regulatory mentor gives');
  const gap = async () => {
    const p = await packOf(roster, encoder);
    return finalScore(p, 0, 1) - finalScore(p, 0, 2);
  };
  const on = await gap();
  const off = await withRules(['guidance-kinds'], gap);
  t.ok(on > off, `the regulatory mentor's lead widens (${on.toFixed(4)} vs ${off.toFixed(4)} without)`);
});

t.test('rule qualifier-gate: given a pre-seed raise and two seed-only investors of which one backs Series A only, then the stage conflict lowers that pair; without the rule it does not', async (t) => {
  const roster = [
    person('f', { side: 'founder', event_goal: 'Raising a pre-seed round for our robotics startup.' }),
    person('i-pre', { side: 'investor', event_goal: 'We invest in robotics startups at pre-seed.' }),
    person('i-a', { side: 'investor', event_goal: 'We invest in robotics startups at Series A.' }),
  ];
  const packed = await packOf(roster);
  const on = { pre: finalScore(packed, 0, 1), a: finalScore(packed, 0, 2) };
  const off = await withRules(['qualifier-gate'], async () => ({ pre: finalScore(packed, 0, 1), a: finalScore(packed, 0, 2) }));
  t.equal(off.pre, on.pre, 'no conflict, no change');
  t.ok(on.a < off.a, `the conflicting pair is lowered (${on.a} < ${off.a})`);
  t.ok(on.pre - on.a > off.pre - off.a, 'and falls further behind the fitting investor');
});

t.test('rule sector-prototypes: given a founder who describes the product without a sector word, then the raise carries the sector of the nearest description; without the rule it carries none', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('f', { side: 'founder', event_goal: 'Our software spots intruders on company laptops before they steal anything. Raising a seed round.' });
  const on = await read(a, enc);
  const need = on.intent.needs.find((n) => n.topic === 'capital');
  t.ok(need, 'needs capital');
  t.same(need?.qualifiers.sectors, ['cyber'], 'security from the description');
  const off = await withRules(['sector-prototypes'], () => read(a, enc));
  t.same(off.intent.needs.find((n) => n.topic === 'capital')?.qualifiers.sectors, [], 'no sector without the rule');
  const open = await read({ ...a, side: null }, enc);
  t.same(open.intent.needs.find((n) => n.topic === 'capital')?.qualifiers.sectors ?? [], [], 'at an open event the startup sector list is not applied');
});

t.test('rule buying-cues: given a buyer who says they are sourcing goods, then the goods are wanted; without the rule they read as offered', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('b', { event_goal: 'Our canteen group is sourcing free-range eggs from farms in the region.' });
  for (const [how, reading] of [['with the encoder', async () => (await read(a, enc)).intent], ['without it', async () => deriveIntent(a)]] as const) {
    const on = await reading();
    t.ok(on.needs.some((n) => n.topic === 'supply'), `${how}: needs supply`);
    t.notOk(on.offers.some((o) => o.topic === 'supply'), `${how}: offers no supply`);
    const off = await withRules(['buying-cues'], reading);
    t.ok(off.offers.some((o) => o.topic === 'supply'), `${how}: without the rule the eggs read as offered`);
  }
  const seller = await read(person('s', { event_goal: 'We are a family farm supplying free-range eggs to canteens in the region.' }), enc);
  t.notOk(seller.intent.needs.some((n) => n.topic === 'supply'), 'a supplier who speaks of no buying still offers');
});

t.test('rule sought-investors: given someone who seeks sector-named angels, then they need capital; given someone who seeks sector-named founders, then they want deal flow; without the rule the first reads as an investor and the second as seeking a co-founder', async (t) => {
  const enc = await sentenceEncoder();
  const raiser = person('f', { event_goal: 'Keen to meet medtech angels before we close the round.' });
  const investor = person('i', { event_goal: 'Hoping to meet logistics founders this week.' });
  for (const [how, reading] of [['with the encoder', async (a: typeof raiser) => (await read(a, enc)).intent], ['without it', async (a: typeof raiser) => deriveIntent(a)]] as const) {
    const on = await reading(raiser);
    t.ok(on.needs.some((n) => n.topic === 'capital' && !n.implied), `${how}: the one seeking angels needs capital`);
    t.notOk(on.needs.some((n) => n.topic === 'dealflow'), `${how}: and wants no deal flow`);
    const mirror = await reading(investor);
    t.ok(mirror.needs.some((n) => n.topic === 'dealflow' && !n.implied), `${how}: the one seeking founders wants deal flow`);
    t.notOk(mirror.needs.some((n) => n.topic === 'cofounder'), `${how}: and no co-founder`);
  }
  const off = await withRules(['sought-investors'], () => read(raiser, enc));
  t.ok(off.intent.needs.some((n) => n.topic === 'dealflow' && !n.implied), 'without the rule the one seeking angels wants deal flow');
  const mirrorOff = await withRules(['sought-investors'], () => read(investor, enc));
  t.ok(mirrorOff.intent.needs.some((n) => n.topic === 'cofounder'), 'and the one seeking founders a co-founder');
});

t.test('rule sought-sites: given a goal that seeks more warehouses or schools to use a product, then it wants customers, not staff; hiring people and a job seeker seeking employers are untouched; without the rule the sites read as a hire', async (t) => {
  const enc = await sentenceEncoder();
  const warehouses = person('w', { event_goal: 'We are looking for two more warehouses to run our picking software this autumn.' });
  const schools = person('s', { event_goal: 'Our tutoring app runs in twelve classrooms and we now need four more schools to show it works elsewhere.' });
  const hiring = person('h', { event_goal: 'We need two more nurses for the night shift at our clinics.' });
  const managers = person('m', { event_goal: 'Hiring store managers for our new shops.' });
  const chef = person('c', { event_goal: 'Chef looking for restaurants in Lyon, ten years of experience.' });
  const both = person('b', { event_goal: 'We are hiring two data analysts and want pilot customers among grocery chains.' });
  for (const [how, reading] of [['with the encoder', async (a: typeof warehouses) => (await read(a, enc)).intent], ['without it', async (a: typeof warehouses) => deriveIntent(a)]] as const) {
    const w = await reading(warehouses);
    t.ok(w.needs.some((n) => n.topic === 'customers' && !n.implied && !n.inferred), `${how}: whoever seeks warehouses for their software wants customers`);
    t.notOk(w.needs.some((n) => n.topic === 'talent'), `${how}: and no staff`);
    t.ok((await reading(hiring)).needs.some((n) => n.topic === 'talent'), `${how}: nurses for our clinics are a hire`);
    t.ok((await reading(managers)).needs.some((n) => n.topic === 'talent'), `${how}: store managers are a hire`);
    t.ok((await reading(chef)).needs.some((n) => n.topic === 'job'), `${how}: a chef looking for restaurants wants a job`);
    t.ok((await reading(both)).needs.some((n) => n.topic === 'talent'), `${how}: a clause that hires as well as seeking customers still hires`);
  }
  const words = deriveIntent(schools);
  t.ok(words.needs.some((n) => n.topic === 'customers' && !n.implied), 'without the encoder: four more schools are customers');
  t.notOk(words.needs.some((n) => n.topic === 'job'), 'and no job is sought');
  const off = await withRules(['sought-sites'], () => read(warehouses, enc));
  t.ok(off.intent.needs.some((n) => n.topic === 'talent'), 'without the rule the warehouses read as a hire');
  const offWords = await withRules(['sought-sites'], async () => deriveIntent(schools));
  t.ok(offWords.needs.some((n) => n.topic === 'job'), 'and the schools, without the encoder, as a job sought');
});

t.test('rule sought-trials: given a goal or an entry that seeks a trial of a product with a team, or offers a place to try new products, then it wants or offers custom, not staff, work or research; research and hires are untouched; without the rule they read as a hire, a job or research', async (t) => {
  const enc = await sentenceEncoder();
  const engineers = person('e', { event_goal: 'We want a proof of concept with the engineering team of a steelworks.' });
  const hub = person('p', { event_goal: 'Seeking a pilot with the night shift team of a parcel hub.' });
  const cameras = person('c', { event_needs: ['quality teams for an evaluation of our inspection cameras'] });
  const lab = person('l', { event_offers: ['our lab as a validation partner for new sensors'] });
  const bed = person('b', { event_offers: ['engineering team as a test bed for maintenance software'] });
  const drug = person('d', { event_goal: 'Looking for a hospital to run a clinical trial of our drug.' });
  const method = person('m', { event_goal: 'We want to validate our method with a university lab.' });
  const hires = person('h', { event_goal: 'We are hiring someone to run our pilots with retailers.' });
  const engineer = person('v', { event_goal: 'Looking for a validation engineer for our plant in Lyon.' });
  for (const [how, reading] of [['with the encoder', async (a: typeof engineers) => (await read(a, enc)).intent], ['without it', async (a: typeof engineers) => deriveIntent(a)]] as const) {
    const e = await reading(engineers);
    t.ok(e.needs.some((n) => n.topic === 'customers' && !n.implied), `${how}: a proof of concept with a steelworks' engineers is a customer sought`);
    t.notOk(e.needs.some((n) => n.topic === 'talent'), `${how}: and no hire`);
    t.ok((await reading(hub)).needs.some((n) => n.topic === 'customers' && !n.implied), `${how}: so is a pilot with a parcel hub's night shift`);
    t.notOk((await reading(hub)).needs.some((n) => n.topic === 'talent'), `${how}: not staff`);
    t.ok((await reading(cameras)).needs.some((n) => n.topic === 'customers'), `${how}: teams for an evaluation of our cameras are customers`);
    t.notOk((await reading(cameras)).needs.some((n) => n.topic === 'talent'), `${how}: not staff`);
    t.notOk((await reading(lab)).offers.some((o) => o.topic === 'research'), `${how}: a lab offered as a validation partner for new sensors offers no research`);
    t.ok((await reading(drug)).needs.some((n) => n.topic === 'research'), `${how}: a clinical trial of a drug is research`);
    t.ok((await reading(method)).needs.some((n) => n.topic === 'research'), `${how}: validating a method with a university lab is research`);
    t.ok((await reading(hires)).needs.some((n) => n.topic === 'talent'), `${how}: someone hired to run pilots is a hire`);
    t.ok((await reading(engineer)).needs.some((n) => n.topic === 'talent'), `${how}: a validation engineer is a hire`);
  }
  const l = (await read(lab, enc)).intent;
  t.ok(l.offers.some((o) => o.topic === 'customers' && !o.implied), 'with the encoder: the lab offers custom');
  const b = (await read(bed, enc)).intent;
  t.ok(b.offers.some((o) => o.topic === 'customers') && !b.offers.some((o) => o.topic === 'job'), 'an engineering team offered as a test bed offers custom, not a job');
  const off = await withRules(['sought-trials'], async () => [(await read(engineers, enc)).intent, (await read(lab, enc)).intent, (await read(bed, enc)).intent, deriveIntent(cameras), deriveIntent(hub)] as const);
  t.ok(off[0].needs.some((n) => n.topic === 'talent'), 'without the rule the proof of concept with engineers reads as a hire');
  t.ok(off[1].offers.some((o) => o.topic === 'research'), 'the lab as research');
  t.ok(off[2].offers.some((o) => o.topic === 'job'), 'the test bed as a job');
  t.ok(off[3].needs.some((n) => n.topic === 'talent'), 'and, without the encoder, the teams for an evaluation as a hire');
  t.ok(off[4].needs.some((n) => n.topic === 'talent'), 'and the pilot with a night shift too');
  // Advice on trying things, or work on them, is no trial sought.
  t.notOk(seeksTrial(segment('Looking for advice on evaluating warehouse robots.'), 'need', 'advice', null), 'advice on evaluating robots stays advice');
  t.notOk(seeksTrial(segment('I want to work on product evaluations at a food company.'), 'need', 'job', null), 'work on evaluations stays a job sought');
  t.ok(seeksTrial(segment('Next we need a field test with a dairy\'s production team.'), 'need', 'talent', null), 'a field test with a production team is a trial sought');
});

t.test('rule cue-veto: given a denial narrowed to another object, then the denied verb is stated for that object; a denial put off to later still denies', async (t) => {
  t.equal(cuesOf("we don't supply restaurants, only hospitals").axis, 'offer', 'supplying only hospitals offers');
  t.equal(cuesOf("We aren't looking for investors, only a distributor").axis, 'need', 'looking only for a distributor seeks');
  t.equal(cuesOf('not raising now, only later').denied, true, 'a raise put off to later is still denied');
  t.equal(cuesOf("we don't supply restaurants, only looking around").denied, true, 'a clause of its own after the turn restates nothing');
  const enc = await sentenceEncoder();
  const r = (await read(person('s', { event_goal: "We don't supply restaurants, only hospitals." }), enc)).intent;
  t.ok(r.offers.some((o) => o.topic === 'supply'), 'the hospital supplier offers supply');
});

t.test('rule narrowed-denial: given a verb denied for one object and narrowed to another, then the positive part is read; without the rule the sentence reads nothing or the denied object', async (t) => {
  t.equal(narrowedRestatement("We don't invest in hardware, only software."), 'We invest in software.', 'investing only in software');
  t.equal(narrowedRestatement('Not hiring engineers, only nurses.'), 'Hiring nurses.', 'hiring only nurses');
  t.equal(narrowedRestatement("We aren't recruiting developers, only care assistants"), 'We are recruiting care assistants.', "aren't turns to are");
  t.equal(narrowedRestatement('We are not investing in hardware anymore, only software for pharmacies'), 'We are investing in software for pharmacies.', 'a time word after the denied object goes with it');
  t.equal(narrowedRestatement('Not raising now, only later.'), null, 'a raise put off to later is no narrowed object');
  t.equal(narrowedRestatement("We don't supply restaurants, only looking around"), null, 'a clause of its own after the turn');
  t.equal(narrowedRestatement("We didn't raise from funds, only angels"), null, 'a denial of the past says what was, not what is sought');
  t.equal(narrowedRestatement('We invest in software, only at seed'), null, 'nothing denied');
  const enc = await sentenceEncoder();
  const investor = person('i', { event_goal: "We don't invest in hardware, only software." });
  const hirer = person('h', { event_goal: 'Not hiring engineers, only nurses.' });
  const narrowed = person('d', { event_goal: "We're not hiring designers, only engineers." });
  for (const [how, reading] of [['with the encoder', async (a: ReturnType<typeof person>) => (await read(a, enc)).intent], ['without it', async (a: ReturnType<typeof person>) => deriveIntent(a)]] as const) {
    const i = await reading(investor);
    t.ok(i.offers.some((o) => o.topic === 'capital'), `${how}: the software investor offers capital`);
    t.ok([...i.needs, ...i.offers].every((o) => o.span === "We don't invest in hardware, only software."), `${how}: the reasons quote what was written`);
    const h = await reading(hirer);
    t.ok(h.needs.some((n) => n.topic === 'talent'), `${how}: the nurses' employer hires`);
    t.notOk(h.needs.some((n) => n.qualifiers.roles.includes('engineer')), `${how}: not engineers`);
    const d = await reading(narrowed);
    t.ok(d.needs.some((n) => n.topic === 'talent' && n.qualifiers.roles.includes('engineer') && !n.qualifiers.roles.includes('designer')), `${how}: engineers hired, not designers`);
    const off = await withRules(['narrowed-denial'], async () => [await reading(hirer), await reading(narrowed)] as const);
    t.notOk(off[0].needs.some((n) => n.topic === 'talent'), `${how}: without the rule the denied hire reads no hire at all`);
    t.notOk(off[1].needs.some((n) => n.topic === 'talent' && !n.qualifiers.roles.includes('designer')), `${how}: and the narrowed hire reads no hire of engineers alone`);
  }
  const offInvestor = await withRules(['narrowed-denial'], async () => (await read(investor, enc)).intent);
  t.notOk(offInvestor.offers.some((o) => o.topic === 'capital'), 'with the encoder, without the rule the investor offers no capital');
});

t.test('rule title-role: given someone who wrote neither goal nor lists, then a title naming a role states what they give; without the rule their title says nothing', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('p', { title: 'General Partner', company: 'Northwind Ventures' });
  for (const [how, reading] of [['with the encoder', async () => (await read(a, enc)).intent], ['without it', async () => deriveIntent(a)]] as const) {
    const on = await reading();
    t.ok(on.offers.some((o) => o.topic === 'capital' && !o.implied && o.source === 'profile'), `${how}: a general partner offers capital`);
    t.equal(on.profile_fallback, true, `${how}: read from the profile`);
    const off = await withRules(['title-role'], reading);
    t.same([off.needs.length, off.offers.length], [0, 0], `${how}: nothing without the rule`);
  }
  const wrote = await read({ ...a, event_goal: 'Here to meet climate founders.' }, enc);
  t.equal(wrote.intent.profile_fallback, false, 'someone who wrote a goal is read from it, not from the title');
});

t.test('rule side-gate: given a founder whose wording reads like giving money, then the money is wanted; without the rule it is read as offered', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('f', { side: 'founder', event_goal: 'Happy to take angel cheques at seed.' });
  const on = await read(a, enc);
  t.ok(on.intent.needs.some((n) => n.topic === 'capital' && !n.implied), 'needs capital');
  t.notOk(on.intent.offers.some((o) => o.topic === 'capital'), 'offers no capital');
  const off = await withRules(['side-gate'], () => read(a, enc));
  t.ok(off.intent.offers.some((o) => o.topic === 'capital'), 'without the gate the wording decides');
});

t.test('rule person-qualifiers: given a founder who names the domain in one sentence and the round in another, then the raise carries both; without the rule only its own sentence', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('f', { event_goal: 'Our software helps clinics run payroll. We are raising a €2M seed round in Berlin.' });
  const need = (r: Awaited<ReturnType<typeof read>>) => r.intent.needs.find((n) => n.topic === 'capital');
  const on = need(await read(a, enc));
  t.ok(on, 'needs capital');
  t.ok(on?.qualifiers.sectors.includes('health'), 'the clinics sentence names its domain');
  t.same(on?.qualifiers.stages, ['seed']);
  const off = need(await withRules(['person-qualifiers'], () => read(a, enc)));
  t.same(off?.qualifiers.sectors, [], 'without the rule the raise names no sector');
  t.same(off?.qualifiers.stages, ['seed'], 'and keeps its own stage');
});

t.test('rule side-gate: given a founder whose goal names no money, then the side tag still states the raise; without the rule there is none', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('f', { side: 'founder', event_goal: 'We build route planning software for bakeries.' });
  const on = await read(a, enc);
  t.ok(on.intent.needs.some((n) => n.topic === 'capital' && !n.implied), 'a founder wants money');
  const off = await withRules(['side-gate'], () => read(a, enc));
  t.notOk(off.intent.needs.some((n) => n.topic === 'capital'), 'without the gate only the wording counts');
});

t.test('rule cue-veto: given a goal that only denies, then the classifier reading states nothing; without the rule it reads a need', async (t) => {
  const enc = await sentenceEncoder();
  for (const goal of ['Not raising right now.', 'We are not hiring at the moment.']) {
    const a = person('n', { event_goal: goal });
    const on = await read(a, enc);
    t.same([...on.intent.needs, ...on.intent.offers], [], `${goal}: nothing read`);
    const off = await withRules(['cue-veto'], () => read(a, enc));
    t.ok(off.intent.needs.length > 0, `${goal}: without the rule the classifier reads a need`);
  }
  const mixed = await read(person('m', { event_goal: 'No longer looking for investors. We would love to meet retail buyers.' }), enc);
  t.ok(mixed.intent.needs.some((n) => n.topic === 'customers'), 'a denied sentence leaves the next one read');
  t.notOk(mixed.intent.needs.some((n) => n.topic === 'capital'), 'and the denied raise is not read');
});

t.test('rule cue-veto: given a clause whose cues state one direction, then a label of the other direction is vetoed; a clause without cues vetoes nothing', async (t) => {
  const sentences = (text: string) => segment(text).map(cuesOf);
  t.ok(cueVetoes(sentences('Happy to advise first-time founders on pricing.'), 'need'), 'an offering cue vetoes a need');
  t.notOk(cueVetoes(sentences('Happy to advise first-time founders on pricing.'), 'offer'));
  t.ok(cueVetoes(sentences('We are looking for a warehouse partner in Poland.'), 'offer'), 'a seeking cue vetoes an offer');
  const both = sentences('We are hiring two nurses. Happy to advise on hospital procurement.');
  t.notOk(cueVetoes(both, 'need'), 'joined sentences with both cues veto neither direction');
  t.notOk(cueVetoes(both, 'offer'));
  t.notOk(cueVetoes(sentences('Cold chain logistics across the Baltics.'), 'need'), 'no cue, no veto');
  t.notOk(cueVetoes(sentences('Cold chain logistics across the Baltics.'), 'offer'));
  t.ok(cueVetoes(sentences('We are no longer hiring. Not looking for investors either.'), 'need'), 'a clause that only denies vetoes a need');
  t.ok(cueVetoes(sentences('We are no longer hiring. Not looking for investors either.'), 'offer'), 'and an offer');
  t.notOk(cueVetoes(sentences('Not only hiring engineers but also nurses.'), 'need'), '"not only" denies nothing');
  t.ok(cueVetoes(sentences("What I can't do is write the software."), 'offer'), 'saying what one cannot do is seeking, not a denial');
  t.notOk(cueVetoes(sentences("What I can't do is write the software."), 'need'));
  t.notOk(cueVetoes(sentences('If you are hiring designers, let us talk.'), 'offer'), 'a sentence addressed to the room states no direction of the speaker');
  t.notOk(cueVetoes(sentences('Anyone here looking for a co-packer?'), 'offer'), 'nor does a question to the room');
});

t.test('rule needless-pair: given two mentors who only offer advice and a founder who asks for it, then each mentor meets the founder before the other mentor, with a reason naming the need and the offer; without the rule the mentors, who write alike, meet first', async (t) => {
  const encoder = await sentenceEncoder();
  const roster = [
    person('m1', { event_goal: 'I mentor founders on regulatory strategy for medical devices.' }),
    person('m2', { event_goal: 'I coach medical device founders on quality systems and audits.' }),
    person('f', { event_goal: 'We make a wound-care device and need advice on regulatory strategy.' }),
  ];
  const packed = await packOf(roster, encoder);
  t.same([packed.needCount[0], packed.needCount[1]], [0, 0], 'the mentors state no need');
  t.ok(packed.needCount[2]! > 0, 'the founder does');
  const firstOf = async () => new Map((await collect(runMatching({ attendees: roster, encoder, context: { event_id: 'e' }, top_n: 2, workers: 0 }))).map((pm) => [pm.principal_entity_id, pm.matches]));
  const on = await firstOf();
  const off = await withRules(['needless-pair'], firstOf);
  t.equal(off.get('m1')?.[0]?.target_entity_id, 'm2', 'without the rule the other mentor comes first');
  for (const m of ['m1', 'm2']) {
    const top = on.get(m)?.[0];
    t.equal(top?.target_entity_id, 'f', `${m} meets the founder first`);
    t.ok(top?.explainability.reasons.some((r) => r.kind === 'best_goal_pair' || /needs? "/.test(r.text)), `${m}: the reason names the founder's need`);
  }
  t.equal(on.get('m1')?.[1]?.target_entity_id, 'm2', 'the needless pair still fills the list after it');
});

t.test('rule complement-scale: given two funders of one research field and a researcher who seeks funding in it, then a funder meets the researcher before the other funder; without the rule the funders, who write alike, meet first', async (t) => {
  const encoder = await sentenceEncoder();
  const roster = [
    person('f1', { event_goal: 'We award grants for research on microplastics in coastal waters.' }),
    person('f2', { event_goal: 'Our trust funds studies of microplastic pollution in rivers and coastal seas.' }),
    person('r', { event_goal: 'Marine chemist measuring plastic particles in estuaries; seeking funding for a three-year field study.' }),
  ];
  const firstOf = async () => new Map((await collect(runMatching({ attendees: roster, encoder, context: { event_id: 'e' }, top_n: 2, workers: 0 }))).map((pm) => [pm.principal_entity_id, pm.matches.map((m) => m.target_entity_id)]));
  const on = await firstOf();
  // Rule grant-sides alone also puts the researcher first (the funders give grants, the researcher seeks one).
  const off = await withRules(['complement-scale', 'grant-sides'], firstOf);
  t.same(off.get('f1'), ['f2', 'r'], 'without the rule the other funder comes first');
  t.same(on.get('f1'), ['r', 'f2'], 'with it the researcher who seeks funding does');
});

t.test('rule grant-sides: given two grant bodies of one field and an audiologist who seeks a grant, then each body is read as giving, the audiologist as seeking, and a body gains on the other body when it meets the audiologist; off, the gap is smaller', async (t) => {
  const encoder = await sentenceEncoder();
  const roster = [
    person('fund', { title: 'Grants Manager', company: 'Sound Futures Trust', event_goal: 'We award small grants for community hearing-loss projects and want to meet teams ready to apply.' }),
    person('trust', { title: 'Programme Officer', company: 'Audiology Research Fund', event_goal: 'We award grants for hearing health projects and are keen to hear from new applicants.' }),
    person('aud', { title: 'Founder', company: 'EarlyEar', event_goal: 'Audiologist building a low-cost hearing screening kit; looking for grant funding to run a first study.' }),
  ];
  const p = await packOf(roster, encoder);
  t.same([...p.grantSide], [1, 1, 2], 'the two bodies give grants (their words say so, whatever the topic classifier reads), the audiologist seeks one');
  const gap = () => finalScore(p, 0, 2) - finalScore(p, 0, 1);
  const on = gap();
  const off = await withRules(['grant-sides'], async () => gap());
  t.ok(on > off, `the audiologist's lead over the other body widens (${on.toFixed(4)} vs ${off.toFixed(4)} without)`);
  t.ok(on > 0, 'and the audiologist comes first');
});

t.test('givesGrants: a speaker who awards or runs grants, owns a call or seeks applicants gives; one who applies, writes applications or is funded by grants does not', async (t) => {
  for (const s of ['We award small grants for community arts projects.', 'I manage a fellowship scheme for early-career engineers.', 'Here to find good projects for our open call on river restoration.', 'Keen to hear from new applicants in coastal science.', 'We want to meet teams ready to apply this spring.'])
    t.ok(givesGrants(s), s);
  for (const s of ['We are applying for an innovation grant and need a partner as co-applicant.', 'I offer grant writing support to early-stage startups.', 'We fund our work through grants and donations.', 'We run a grant-funded study of soil health.', 'Looking for research funding for a pilot study.'])
    t.notOk(givesGrants(s), s);
});

t.test('grantSide: a grant offered in words gives even beside a grant need; a grant need seeks, and so does a project offered for funding without a capital need; an equity raise does not', async (t) => {
  const item = (topic: Topic, implied = false) => ({ topic, implied });
  t.equal(grantSide({ needs: [item('grant')], offers: [item('grant')] }), 1, 'a body that names grants twice gives');
  t.equal(grantSide({ needs: [], offers: [item('grant', true)] }), 0, 'an implied grant offer gives nothing');
  t.equal(grantSide({ needs: [item('grant')], offers: [item('dealflow', true)] }), 2, 'a grant need seeks');
  t.equal(grantSide({ needs: [], offers: [item('dealflow')] }), 2, 'a project offered for funding seeks');
  t.equal(grantSide({ needs: [item('capital')], offers: [item('dealflow', true)] }), 0, 'an equity raise is no grant seeker');
});

/** Both readings of one attendee: with the encoder, and without it (`deriveIntent`). */
const bothReadings = async () => {
  const enc = await sentenceEncoder();
  return [['with the encoder', async (a: ReturnType<typeof person>) => (await read(a, enc)).intent], ['without it', async (a: ReturnType<typeof person>) => deriveIntent(a)]] as const;
};

t.test('rule giving-money: given an investor whose offer or goal leads or makes investments in a sector, then capital is offered and no investable company; without the rule the money reads as a company raising', async (t) => {
  const enc = await sentenceEncoder();
  const listed = person('l', { event_offers: ['Lead seed investment in climate tech'] });
  const goal = person('g', { event_goal: 'We lead seed investments in climate tech' });
  const forStartups = person('s', { event_offers: ['Seed investment for B2B software startups'] });
  const founder = person('f', { event_offers: ['Seed investment opportunity in our climate startup'] });
  for (const [how, reading] of await bothReadings()) {
    for (const a of [listed, goal, forStartups]) {
      const r = await reading(a);
      t.ok(r.offers.some((o) => o.topic === 'capital' && !o.implied), `${how}: ${a.entity_id} offers capital`);
      t.notOk(r.offers.some((o) => o.topic === 'dealflow'), `${how}: ${a.entity_id} offers no investable company`);
      t.notOk(r.needs.some((n) => n.topic === 'capital'), `${how}: ${a.entity_id} needs no money`);
    }
    t.ok((await reading(founder)).offers.some((o) => o.topic === 'dealflow' && !o.implied), `${how}: a founder offering a stake in their own startup still offers an investable company`);
  }
  const off = await withRules(['giving-money'], () => read(listed, enc));
  t.ok(off.intent.offers.some((o) => o.topic === 'dealflow'), 'without the rule the listed offer reads as a company to invest in');
  const offWords = await withRules(['giving-money'], async () => deriveIntent(goal));
  t.ok(offWords.offers.some((o) => o.topic === 'dealflow'), 'and the goal, without the encoder, too');
});

t.test('rule giving-money: given an investor whose goal leads rounds, backs startups or invests at a stage and which the encoder reads as offering goods or custom, then capital is offered with the lead, stage and sector, at an open or a sided event; a supplier, a grant-giver and legal advice are untouched; without the rule the money reads as goods or custom', async (t) => {
  const enc = await sentenceEncoder();
  const investors = [
    { goal: 'I lead pre-seed rounds in food processing.', stage: 'preseed', sector: 'food', lead: 'lead' },
    { goal: 'We back early-stage packaging startups.', stage: 'seed', sector: null, lead: null },
    { goal: 'We invest in battery recycling at seed.', stage: 'seed', sector: 'climate', lead: null },
  ];
  for (const side of [null, 'investor'] as const) {
    for (const w of investors) {
      const r = (await read(person('i', { side, event_goal: w.goal }), enc)).intent;
      const at = `${side ?? 'open'}: "${w.goal}"`;
      const money = r.offers.find((o) => o.topic === 'capital' && !o.implied);
      t.ok(money && !money.inferred, `${at} offers capital, stated`);
      t.ok(money?.qualifiers.stages.includes(w.stage as never), `${at} at its stage`);
      if (w.sector) t.ok(money?.qualifiers.sectors.includes(w.sector), `${at} in its sector`);
      if (w.lead) t.equal(money?.qualifiers.lead, w.lead, `${at} as lead`);
      t.notOk([...r.needs, ...r.offers].some((i) => ['supply', 'customers', 'solution'].includes(i.topic)), `${at} offers no goods, custom or product`);
    }
  }
  const follower = (await read(person('f', { event_goal: 'I no longer lead rounds; these days I follow in seed deals for food brands.' }), enc)).intent;
  t.ok(follower.offers.some((o) => o.topic === 'capital') && !follower.offers.some((o) => ['supply', 'customers'].includes(o.topic)), 'an angel who follows in deals offers capital, not goods or custom');
  const supplier = (await read(person('s', { event_goal: 'We invest in quality ingredients and supply bakeries across the region.' }), enc)).intent;
  t.ok(supplier.offers.some((o) => o.topic === 'supply' && !o.implied), 'a supplier who invests in ingredients still offers supply');
  const grants = (await read(person('g', { event_goal: 'Our accelerator backs ten food startups a year with a grant of 20k.' }), enc)).intent;
  t.ok(grants.offers.some((o) => o.topic === 'grant' && !o.implied), 'an accelerator giving grants still offers a grant');
  const lawyer = (await read(person('l', { event_goal: 'Backing up founders with legal advice for their first rounds.' }), enc)).intent;
  t.ok(lawyer.offers.some((o) => o.topic === 'advice' && !o.implied), 'backing up founders with advice offers advice');
  const off = await withRules(['giving-money'], () => read(person('i', { event_goal: investors[0]!.goal }), enc));
  t.ok(off.intent.offers.some((o) => ['supply', 'customers'].includes(o.topic) && !o.implied), 'without the rule the lead investor reads as offering goods or custom');
});

t.test('rule asks-the-room: given a question whether anyone here hires, raises or invests, then the asker seeks a job, deal flow or money; a hirer asking who else hires is untouched; without the rule the job seeker reads as hiring', async (t) => {
  const enc = await sentenceEncoder();
  for (const [how, reading] of await bothReadings()) {
    const seeker = await reading(person('j', { event_goal: 'Is anyone here hiring product designers?' }));
    t.ok(seeker.needs.some((n) => n.topic === 'job' && n.qualifiers.roles.includes('designer')), `${how}: the asker seeks a job as a designer`);
    t.notOk(seeker.needs.some((n) => n.topic === 'talent'), `${how}: and hires no one`);
    const midwife = await reading(person('m', { event_goal: 'Which of the clinics here are hiring dental nurses?' }));
    t.ok(midwife.needs.some((n) => n.topic === 'job') && !midwife.needs.some((n) => n.topic === 'talent'), `${how}: asking which clinics hire seeks a job`);
    const investor = await reading(person('i', { event_goal: 'Is anyone raising for a hearing aid?' }));
    t.ok(investor.needs.some((n) => n.topic === 'dealflow') && !investor.needs.some((n) => ['capital', 'grant'].includes(n.topic)), `${how}: asking who raises seeks deal flow`);
    const founder = await reading(person('f', { event_goal: 'Anyone here investing in cold-chain logistics?' }));
    t.ok(founder.needs.some((n) => n.topic === 'capital') && !founder.needs.some((n) => n.topic === 'dealflow'), `${how}: asking who invests seeks money`);
    const hirer = await reading(person('h', { event_goal: 'Is anyone else hiring nurses? We could share a recruiter.' }));
    t.ok(hirer.needs.some((n) => n.topic === 'talent'), `${how}: a hirer asking who else hires still hires`);
  }
  for (const [how, reading] of await bothReadings()) {
    const store = await reading(person('c', { event_goal: 'Who here needs a cold storage warehouse in Antwerp?' }));
    t.ok(store.offers.some((o) => o.topic === 'supply' && !o.implied) && !store.needs.some((n) => n.topic === 'supply'), `${how}: asking who needs a warehouse offers one`);
    const filings = await reading(person('r', { event_goal: 'Anyone need help with FDA submissions?' }));
    t.ok(filings.offers.some((o) => o.topic === 'advice') && !filings.needs.some((n) => n.topic === 'advice'), `${how}: asking who needs help offers it`);
    const ward = await reading(person('w', { event_goal: 'Is anyone here looking for a job in nursing? We have openings.' }));
    t.ok(ward.offers.some((o) => o.topic === 'job' && !o.implied) && !ward.needs.some((n) => n.topic === 'job'), `${how}: asking who seeks a job offers one`);
  }
  for (const [how, reading] of await bothReadings()) {
    const invite = await reading(person('v', { event_goal: 'Want to invest in our seed round? We make hearing aids.' }));
    t.ok(invite.needs.some((n) => n.topic === 'capital') && !invite.needs.some((n) => n.topic === 'dealflow'), `${how}: inviting the room to invest seeks money`);
  }
  t.equal(askedMarket('Interested in backing a bakery chain?'), 'invests');
  t.equal(askedMarket('Who needs investors when you have customers?'), null, 'a rhetorical question asks nothing');
  t.equal(askedTheRoom(['Who here needs a cold store?', 'We also need two drivers.'], 'need', 'supply'), null, 'a question beside a need of the speaker\'s is left as read');
  t.equal(askedMarket('Does anyone want to invest in a bakery?'), 'invests', 'wanting to invest asks who invests');
  t.equal(askedMarket('Who could we hire to redesign our labels?'), null, 'the speaker hiring is no question to the room about its hires');
  t.equal(askedMarket('Is anyone else looking for a distributor in Spain?'), null, 'nor is one that puts the speaker among them');
  t.equal(askedMarket('Who funds early research into rare diseases?'), 'invests');
  t.equal(askedMarket('Any angel investors here who like breweries?'), 'investors', 'asking for investors by their kind asks who invests');
  t.equal(askedMarket('Are there VCs here that do seed rounds in robotics?'), 'investors');
  t.not(askedMarket('Any grant funds here for early research?'), 'investors', 'grant funds asked for are no investors');
  t.same(askedTheRoom(segment('Any funds here that lead Series A in diagnostics?'), 'need', 'grant'), { axis: 'need', topic: 'capital' }, 'a fund asked for gives money, not a grant');
  t.equal(askedTheRoom(['Who funds early research into rare diseases?'], 'need', 'grant'), null, 'asking who funds and wanting a grant is left as read');
  t.equal(askedMarket('Anyone who is hiring can reach our placement desk.'), null, 'a statement is no question');
  const off = await withRules(['asks-the-room'], () => read(person('j', { event_goal: 'Is anyone here hiring product designers?' }), enc));
  t.ok(off.intent.needs.some((n) => n.topic === 'talent'), 'without the rule the job seeker reads as hiring');
});

t.test('rules giving-money, asks-the-room and cue-veto: given a 4,000-character goal of their words without a stop, then it reads in well under a second', async (t) => {
  const enc = await sentenceEncoder();
  for (const unit of ['anyone here lead back invest rounds ', 'is anyone anybody who which any here ', 'leading backing deploying writing investing in ', 'not hiring, just here to find, looking for ', 'want to invest in, who needs ']) {
    const goal = `${unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 3999)}?`;
    const sentences = [goal];
    const t0 = performance.now();
    givesMoney(sentences, 'offer', 'supply');
    askedTheRoom(sentences, 'need', 'talent');
    deriveIntent(person('x', { event_goal: goal }));
    await read(person('x', { event_goal: goal }), enc);
    const ms = performance.now() - t0;
    t.ok(ms < 1000, `"${unit.trim()}" × ${goal.length} characters: ${ms.toFixed(0)} ms`);
  }
});

t.test('rule sought-peers: given an investor who seeks other investors and sets startups aside, then they want a partnership and give the room no money; without the rule they read as offering money to founders', async (t) => {
  const enc = await sentenceEncoder();
  const peers = [
    person('p', { event_goal: 'Mostly here to meet other fund managers, not startups.' }),
    person('a', { event_goal: 'Here to meet fellow angels, not founders.' }),
    person('c', { event_goal: 'Looking for co-investors for our next deals.' }),
    person('v', { event_goal: 'Keen to meet other VCs to co-invest with; not looking at startups today.' }),
  ];
  for (const [how, reading] of await bothReadings()) {
    for (const a of peers) {
      const r = await reading(a);
      t.ok(r.needs.some((n) => n.topic === 'partnership'), `${how}: ${a.entity_id} wants peers`);
      t.notOk([...r.needs, ...r.offers].some((x) => x.topic === 'capital' || x.topic === 'dealflow'), `${how}: ${a.entity_id} neither gives nor seeks money or deals`);
    }
  }
  const sided = await read({ ...peers[0]!, side: 'investor' }, enc);
  t.ok(sided.intent.offers.some((o) => o.topic === 'capital'), 'at a sided event the side tag still states the money');
  const deals = await read(person('d', { event_goal: 'Looking for startups to back alongside other funds.' }), enc);
  t.ok(deals.intent.needs.some((n) => n.topic === 'dealflow'), 'startups sought beside other funds are deal flow');
  const off = await withRules(['sought-peers'], () => read(peers[0]!, enc));
  t.ok(off.intent.offers.some((o) => o.topic === 'capital'), 'without the rule the fund manager offers money');
});

t.test('rule cue-veto: given a clause that denies a hire going on and asks for something else, then no hire is read; an undenied hire is; without the rule the denied hire is read', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('n', { event_goal: "We aren't hiring right now but we want a logistics partner for the north." });
  for (const [how, reading] of await bothReadings()) {
    const r = await reading(a);
    t.notOk(r.needs.some((n) => n.topic === 'talent') || r.offers.some((o) => o.topic === 'job'), `${how}: no hire`);
  }
  const distributor = person('d', { event_goal: 'Not hiring right now, just looking for a distributor in Spain.' });
  for (const [how, reading] of await bothReadings()) {
    const r = await reading(distributor);
    t.notOk([...r.needs, ...r.offers].some((i) => ['talent', 'job'].includes(i.topic)), `${how}: a denied hire reads no hire and no job sought`);
  }
  t.equal(cuesOf('Not hiring right now, just looking for a distributor in Spain.').axis, 'need', 'an opening denial reaches only as far as "just"');
  t.equal(cuesOf('We are not fundraising, just here to find a warehouse partner.').axis, 'need', 'and a denial as far as the comma: what they came to find is sought');
  t.ok(cuesOf('Not at this point actively raising.').denied, 'a sentence that only denies still only denies');
  const partner = await read(person('p', { event_goal: 'We are not fundraising, just here to find a warehouse partner.' }), enc);
  t.ok(partner.intent.needs.length > 0, 'so the partner sought is read');
  t.ok(deniesMarket(['Not raising this year.'], 'need', 'capital'), 'a denied raise reads no raise');
  t.notOk(deniesMarket(["I'm not hiring, I'm looking for a job in a bakery."], 'need', 'job'), 'a job sought in words beside a denied hire is read');
  t.notOk(deniesMarket(['Not hiring yet, but recruiting two welders next month.'], 'need', 'talent'), 'a hire stated beside the denial is read');
  t.notOk(deniesMarket(['Never raised before, so looking for advice on our first round.'], 'need', 'capital'), 'a raise in the past is no raise denied');
  const off = await withRules(['cue-veto'], () => read(a, enc));
  t.ok(off.intent.needs.some((n) => n.topic === 'talent'), 'without the rule the denied hire is read');
});

t.test('rule cue-veto: given a sentence that opens with a denial and has no cue, then it states nothing', async (t) => {
  t.same(cuesOf('not looking at startups today.'), { axis: null, denied: true });
  t.same(cuesOf('No-code tools for clinics.'), { axis: null, denied: false }, '"no-code" denies nothing');
  t.same(cuesOf('Not sure yet.'), { axis: null, denied: false });
});

t.test('rule running-premises: given a goal that only says which places the speaker runs, then nothing is read; a sentence beside it that seeks is read; without the rule it reads as a job offered and staff sought', async (t) => {
  const enc = await sentenceEncoder();
  const described = ['We run 12 restaurants.', 'We operate four hotels on the coast.', 'I run two cafes and a bakery in Leeds.', 'Our group runs 30 gyms across the north.', 'Owner of two family restaurants in Porto.'];
  for (const [how, reading] of await bothReadings()) {
    for (const goal of described) {
      const r = await reading(person('r', { event_goal: goal }));
      t.same([...r.needs, ...r.offers].map((x) => `${x.axis}:${x.topic}`), [], `${how}: "${goal}" states nothing`);
    }
    const seeks = await reading(person('s', { event_goal: 'We run 12 restaurants and are looking for a new coffee supplier.' }));
    t.ok(seeks.needs.some((n) => n.topic === 'supply'), `${how}: the supplier sought beside the restaurants is read`);
    t.notOk(seeks.offers.some((o) => o.topic === 'job'), `${how}: and no job is offered`);
    const hires = await reading(person('h', { event_goal: 'We run 12 restaurants. We are hiring chefs and waiters.' }));
    t.ok(hires.needs.some((n) => n.topic === 'talent'), `${how}: a restaurant group that says it hires does hire`);
    const packer = await reading(person('p', { event_goal: 'We run contract packing lines for snack bar brands and want new clients.' }));
    t.ok(packer.needs.some((n) => n.topic === 'customers' || n.topic === 'supply'), `${how}: running production lines is no premises`);
  }
  const off = await withRules(['running-premises'], () => read(person('r', { event_goal: 'We run 12 restaurants.' }), enc));
  t.ok(off.intent.offers.some((o) => o.topic === 'job'), 'without the rule the restaurants offer jobs');
});

t.test('rule speaker-hires: given a goal or need in which the speaker hires a named role, then talent is wanted and a job offered; a job seeker is untouched; without the rule the hire reads as a job sought', async (t) => {
  const enc = await sentenceEncoder();
  const hirers = [
    person('a', { event_goal: 'looking to hire a sales manager' }),
    person('b', { event_needs: ['looking to hire a sales manager'] }),
    person('c', { event_goal: 'Hoping to hire an accountant this quarter.' }),
    person('d', { event_goal: "We're looking to recruit two chefs." }),
  ];
  for (const [how, reading] of await bothReadings()) {
    for (const a of hirers) {
      const r = await reading(a);
      t.ok(r.needs.some((n) => n.topic === 'talent'), `${how}: ${a.entity_id} wants talent`);
      t.notOk(r.needs.some((n) => n.topic === 'job'), `${how}: ${a.entity_id} seeks no job`);
    }
    const seeker = await reading(person('j', { event_goal: 'Sales manager looking for a new role.' }));
    t.ok(seeker.needs.some((n) => n.topic === 'job'), `${how}: a sales manager seeking a role wants a job`);
  }
  t.notOk(speakerHires(['Is anyone here hiring sales managers?'], 'need', 'job'), 'asking who hires states no hire of the speaker');
  t.notOk(speakerHires(['Hoping to get hired as a sales manager.'], 'need', 'job'), 'nor does hoping to be hired');
  t.notOk(speakerHires(['We are not hiring a sales manager.'], 'need', 'job'), 'nor a denied hire');
  const off = await withRules(['speaker-hires'], () => read(hirers[0]!, enc));
  t.ok(off.intent.needs.some((n) => n.topic === 'job'), 'without the rule the hire reads as a job sought');
});

t.test('rule mirror-topic: given two restaurants that both seek suppliers and a farm that supplies them, then neither restaurant meets the other\'s need and the farm does; without the rule the other restaurant\'s implied custom meets the need', async (t) => {
  const encoder = await sentenceEncoder();
  const roster = [
    person('r1', { event_goal: 'We run three restaurants and need suppliers of local vegetables.' }),
    person('r2', { event_goal: 'Our bistro is looking for a reliable supplier of fresh fish.' }),
    person('farm', { event_goal: 'We grow organic vegetables and supply restaurants in the region.' }),
  ];
  const packed = await packOf(roster, encoder);
  const { needsToOffers } = await import('../../src/matching/score.ts');
  t.ok(packed.itemMirror.some((m) => m === 1), 'the restaurants carry mirrors (custom offered)');
  t.equal(needsToOffers(packed, 0, 1).matched, 0, 'the other restaurant meets no need of the first');
  t.equal(needsToOffers(packed, 0, 1).score, 0, 'and scores nothing for it');
  t.ok(needsToOffers(packed, 0, 2).score > 0.5, 'the farm meets it');
  const off = await withRules(['mirror-topic'], async () => needsToOffers(packed, 0, 1).score);
  t.ok(off > 0, `without the rule the other restaurant's custom meets the need by its words (${off})`);
  const lists = await collect(runMatching({ attendees: roster, encoder, context: { event_id: 'e' }, top_n: 2, workers: 0 }));
  const r1 = lists.find((pm) => pm.principal_entity_id === 'r1')!;
  const other = r1.matches.find((m) => m.target_entity_id === 'r2');
  t.notOk(other?.explainability.reasons.some((r) => /seek in turn/.test(r.text)), 'no reason pairs one restaurant\'s need with the other\'s');
});

t.test('rule area-match: given a psychologist who seeks research collaborators on a study of anxiety, a researcher of anxiety treatments and a researcher of soil health who both offer joint studies, then the anxiety researcher gains on the soil researcher with the rule; off, the gap is smaller', async (t) => {
  const encoder = await sentenceEncoder();
  const roster = [
    person('p', { title: 'Psychologist', event_goal: 'Running a study of online therapy for anxiety in teenagers; looking for research collaborators with experience in youth mental health.' }),
    person('m', { title: 'Research fellow', event_goal: 'I research depression and anxiety treatments and am open to joint studies with other groups.' }),
    person('s', { title: 'Research fellow', event_goal: 'I research soil health and crop yields and am open to joint studies with other groups.' }),
  ];
  const gap = async () => {
    const p = await packOf(roster, encoder);
    return finalScore(p, 0, 1) - finalScore(p, 0, 2);
  };
  const on = await gap();
  const off = await withRules(['area-match'], gap);
  t.ok(on > off, `the rule widens the anxiety researcher's lead (${on.toFixed(4)} vs ${off.toFixed(4)} without)`);
});

t.test('rule area-match: given a founder who seeks advice on getting paid by health insurers, an advisor on insurer reimbursement and an advisor on recruiting, then the reimbursement advisor gains on the recruiter with the rule; off, the gap is smaller', async (t) => {
  const encoder = await sentenceEncoder();
  const roster = [
    person('f', { title: 'Founder', event_goal: 'We make a home test for kidney function and need advice on getting reimbursed by health insurers.' }),
    person('r', { title: 'Reimbursement consultant', event_goal: 'I advise medtech companies on insurer reimbursement, payer negotiations and billing codes.' }),
    person('h', { title: 'Talent partner', event_goal: 'I advise startups on recruiting their first engineers and building hiring processes.' }),
  ];
  const gap = async () => {
    const p = await packOf(roster, encoder);
    return finalScore(p, 0, 1) - finalScore(p, 0, 2);
  };
  const read1 = await read(roster[1]!, encoder);
  t.ok(read1.areas.some(([id]) => id === 'reimbursement-payers'), 'the consultant reads as a reimbursement advisor');
  const on = await gap();
  const off = await withRules(['area-match'], gap);
  t.ok(on > off, `the rule widens the reimbursement advisor's lead (${on.toFixed(4)} vs ${off.toFixed(4)} without)`);
});

t.test('rule stated-hire: given a clause in which the speaker takes on a specialist, then a need for talent is read and a job offered; off, no talent is needed', async (t) => {
  const enc = await sentenceEncoder();
  const a = person('s', { event_goal: 'We plan to take on a compliance specialist to steer our audits and approvals.' });
  const on = await read(a, enc);
  t.ok(on.intent.needs.some((n) => n.topic === 'talent' && !n.implied), 'needs talent (stated)');
  t.ok(on.intent.needs.find((n) => n.topic === 'talent')?.qualifiers.roles.includes('work_regulatory'), 'of regulatory work (rule work-kinds)');
  t.ok(on.intent.offers.some((o) => o.topic === 'job'), 'offers a job');
  const off = await withRules(['stated-hire'], () => read(a, enc));
  t.notOk(off.intent.needs.some((n) => n.topic === 'talent'), 'off: no talent needed');
});
