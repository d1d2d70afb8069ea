import t from 'tap';
import { deriveIntent } from '../../src/matching/index.ts';
import type { Intent, Topic } from '../../src/matching/index.ts';
import { person } from './helpers.ts';

const goal = (event_goal: string, side: 'founder' | 'investor' | null = null) => deriveIntent(person('g', { event_goal, side }));
const sectorsOf = (i: Intent, topic: Topic) => [...i.needs, ...i.offers].find((x) => x.topic === topic)?.qualifiers.sectors;

t.test('given filler words with no sector meaning, when a clause is read, then no sector is inferred from them', async (t) => {
  t.same(sectorsOf(goal('Looking for a lead investor for our Series A; happy to talk term sheets with anyone serious.', 'founder'), 'capital'), []);
  t.same(sectorsOf(goal('Anyone writing tickets into alt protein at pre-seed? We have about €700k still open.', 'founder'), 'capital'), ['food'], 'not "saas" from "open"');
  t.same(sectorsOf(goal('Bootstrapped startup, now ready to take outside money for the first time.', 'founder'), 'capital'), []);
  t.same(sectorsOf(goal('Hiring UX designers for our team'), 'talent'), [], 'a role word is no sector ("designer" is not fashion)');
});

t.test('given a sector word the list lacks, when it is close to one sector word, then that sector is inferred', async (t) => {
  t.same(sectorsOf(goal('Raising a seed round for our oncology startup', 'founder'), 'capital'), ['health']);
  t.same(sectorsOf(goal('Raising a seed round for our supermarkets startup', 'founder'), 'capital'), ['food']);
});

t.test('given a sector named in another clause or list entry, when an item names none, then the person\'s domain applies to it', async (t) => {
  t.same(sectorsOf(goal('Need a bridge round to extend runway while we finish our GenAI pilots.', 'founder'), 'capital'), ['ai']);
  t.same(sectorsOf(goal('We are trying to close out our seed, about €1.5M left to fill, ideally from people who know clinical workflows.', 'founder'), 'capital'), ['health']);
  const lists = deriveIntent(person('l', { event_needs: ['customers, pilots, upskilling, New York'] }));
  t.same(sectorsOf(lists, 'customers'), ['edtech'], 'a qualifier-only entry part continues the item in an explicit list too');
  const two = goal('Raising seed for our fintech startup. Also hiring engineers; and we are looking for climate mentors.', 'founder');
  t.same(sectorsOf(two, 'talent')?.slice().sort(), ['climate', 'fintech'], 'a domain of two sectors is kept whole');
  t.same(sectorsOf(goal('Raising seed. Mentoring fintech, climate and AI founders.', 'founder'), 'capital'), [], 'more than two is no single domain');
});

const stated = (i: Intent) => [...i.needs, ...i.offers].filter((x) => !x.implied).map((x) => `${x.axis}:${x.topic}`).sort();

t.test('given buying or selling verbs, then the speaker\'s side of the sale decides the direction, whatever the cue', async (t) => {
  t.same(stated(goal('We sell to procurement teams at digital health enterprises')), ['need:customers'], 'a seller wants customers');
  t.same(stated(goal('We want to buy rather than build: looking for off-the-shelf B2B SaaS solutions')), ['need:solution'], '"to buy" is no offer of a product');
  t.same(stated(goal('Looking for a vendor who sells invoicing software')), ['need:solution'], 'a relative clause describes the person wanted');
  t.same(stated(goal('Looking for companies that buy our sensors')), ['need:customers'], 'the verb alone names the sale');
  t.same(stated(goal('Who runs innovation or purchasing at a medtech corporate?')), ['need:customers'], 'a question word works like a relative one');
  t.same(stated(goal("We'd love more sellers on our marketplace")), ['need:solution'], '"sellers" names a party, not what the speaker does');
});

t.test('given an agent noun that shares a cue verb\'s stem, then it is no cue', async (t) => {
  t.same(stated(goal('Shopping around for a provider who can run a security audit before our launch')), ['need:solution'], '"provider" is not "provide"');
  t.same(stated(goal('Happy to offer founding-customer pricing')), ['offer:solution'], 'pricing is what a seller offers');
});

t.test('given a misspelt amount unit, then the amount still counts; other words after a number are no unit', async (t) => {
  const { parseAmount } = await import('../../src/matching/amounts.ts');
  t.same(parseAmount('about 1.4 millino euros left to fill'), { min: 1.4e6, max: 1.4e6 });
  t.same(parseAmount('23.5 mlilion euros'), { min: 23.5e6, max: 23.5e6 });
  t.same(parseAmount('200 thousnad euros'), { min: 2e5, max: 2e5 });
  t.equal(parseAmount('5 european markets'), null, '"european" is neither a unit nor a currency');
  t.equal(parseAmount('3 rounds so far'), null);
});

t.test('given billions written with a lone "b", then they count beside a currency and nowhere else', async (t) => {
  const { parseAmount } = await import('../../src/matching/amounts.ts');
  t.same(parseAmount('LP in a $1.5B fund'), { min: 1.5e9, max: 1.5e9 });
  t.same(parseAmount('funds of $2b-5b'), { min: 2e9, max: 5e9 }, 'the end of a range shares its currency');
  t.equal(parseAmount('plan 1b is fine'), null);
  t.equal(parseAmount('Series 2b'), null);
});

t.test('given who says what to whom, then the direction follows the speaker', async (t) => {
  t.same(stated(goal('Running office hours for founders who want a blunt second opinion.')), ['offer:advice'], 'a cue in a relative clause is what the others want');
  t.same(stated(goal('Would love to pay it forward by advising a couple of ambitious teams.')), ['offer:advice'], '"by advising" is done by the speaker');
  t.same(stated(goal('Anyone here writing seed cheques into climate tech?')), ['need:capital'], 'the room is asked to give');
  t.same(stated(goal('Trying to find VCs who might want to lead our seed round.')), ['need:capital'], '"to lead our round" is done for us');
  t.same(stated(goal("We're a climate tech startup raising a €1.5M seed round.")), ['need:capital'], '"we\'re a startup raising" raises for itself');
});

t.test('given questions to the room and the speaker\'s own story, then the direction follows the speaker', async (t) => {
  t.same(stated(goal('Anyone need a dependable packaging supplier? We produce compostable boxes at scale.')), ['offer:supply'], 'the room is asked what it wants');
  t.same(stated(goal('Who can help us find a co-packer?')), ['need:supply'], 'asking for help still wants');
  t.same(stated(goal('Hoping to get our story in front of climate tech reporters')), ['need:press'], 'our own story is told through the press');
  const axes = (i: Intent) => [...i.needs, ...i.offers].filter((x) => x.topic === 'press').map((x) => x.axis);
  t.same(axes(goal('media coverage, podcasts, climate tech, launch in May')), ['need'], 'press named without a cue is wanted');
  t.same(axes(deriveIntent(person('j', { title: 'Reporter', company: 'Kite Times', event_goal: 'media coverage, climate tech' }))), ['offer'], 'unless the title gives it');
  t.same(stated(goal('RFP open: document management system, 500 seats')), ['need:solution'], 'a call for proposals buys');
});

t.test('given a denial, a question or a purpose verb, then only what the speaker wants or gives is read', async (t) => {
  // given a clause that opens with a negator, when read, then it states nothing
  t.same(stated(goal('Not looking to join boards or advise. Deploying capital into seed fintech.', 'investor')), ['offer:capital'], 'the denied advice is no need');
  t.same(stated(goal('Not sure where to start with pricing, would love advice')), ['need:advice'], '"not sure" denies nothing');
  // given a question to the room, when a "to"-verb follows, then the verb is the room's
  t.same(stated(goal('Any experienced operators here willing to give honest feedback on our go-to-market plan?')), ['need:advice']);
  t.same(stated(goal('Who knows a good channel partner for medical devices in Berlin?')), ['need:distribution'], 'asking the room without a cue wants');
  // given a need cue that has taken its object, when a purpose verb follows, then the cue keeps its side
  t.same(stated(goal("I'm hunting for a technical co-founder to share the ride from day zero.")), ['need:cofounder']);
  t.same(stated(goal('Looking for climate founders to back', 'investor')), ['offer:capital'], 'a verb without its own object still decides');
  t.same(stated(goal('Glad to carry your products in our shops across the Nordics')), ['offer:distribution'], '"carry your" is done for the addressee');
});

t.test('given stage ranges and role phrases around sector words, then the qualifiers read what was meant', async (t) => {
  const stages = (i: Intent) => [...i.needs, ...i.offers].find((x) => x.topic === 'capital')?.qualifiers.stages;
  t.same(stages(goal('Investing pre-seed to Series A in fintech', 'investor')), ['preseed', 'seed', 'series_a']);
  t.same(stages(goal('Investing at seed and Series B', 'investor')), ['seed', 'series_b'], 'two stages named apart are no range');
  const hire = goal('We have seats to fill: ML engineers for our team.');
  t.same([...hire.needs].find((x) => x.topic === 'talent')?.qualifiers.roles, ['data'], '"ML engineers" is a role');
  t.same(sectorsOf(hire, 'talent'), [], 'and not the AI sector');
});

t.test('given a plural role after a one-word role name, then it is people to hire, not the speaker', async (t) => {
  t.same(stated(goal('Seeking backend engineers for our team')), ['need:talent']);
  t.same(stated(goal('Backend engineer seeking a new role')), ['need:job'], 'a singular role opening the clause is the speaker');
});

t.test('given customers the speaker already has, then they are traction, not customers on offer', async (t) => {
  t.notOk(stated(goal('Seeking capital to expand beyond Berlin. We have paying customers now.', 'founder')).includes('offer:customers'));
  t.same(stated(goal("We've got 40 users and are raising a seed round.", 'founder')), ['need:capital']);
  t.ok(stated(goal('We have pilot slots open this year')).includes('offer:customers'), 'pilot slots one has are still on offer');
});

t.test('given "raise" with an object that is no money, then it is no fundraising', async (t) => {
  t.same(stated(goal('Need media attention to raise our profile in payments.')), ['need:press']);
  t.same(stated(goal('Hoping to raise awareness of our brand with journalists')), ['need:press']);
  t.same(stated(goal('Raising our seed round in payments', 'founder')), ['need:capital'], 'a round is money');
});

t.test('given the speaker\'s own story with a word between owner and story, then it is told through the press', async (t) => {
  t.same(stated(goal('Looking to get our founder story in front of journalists')), ['need:press']);
  t.same(stated(goal('Always looking for stories', null)).includes('need:story'), true, 'stories without an owner are wanted');
});

/** Stated and inferred items (not implied counterparts) of a goal said by someone with this title. */
const said = (event_goal: string, title?: string) => {
  const i = deriveIntent(person('s', { event_goal, title, company: title ? 'Nova Foundation' : undefined }));
  return [...i.needs, ...i.offers].filter((x) => !x.implied || x.inferred).map((x) => `${x.axis}:${x.topic}`).sort();
};

t.test('given money wording around investors, founders and public funders, then the speaker\'s side of the money is read', async (t) => {
  // given an addressee or a described person who invests, when read, then the speaker wants the money
  t.same(stated(goal('If you invest in fintech founders at Series A, I would love a coffee.')), ['need:capital'], '"if you invest in founders" is no deal-flow search');
  t.same(stated(goal('Glad to send the deck to anyone who backs robotics teams at seed.')), ['need:capital'], 'a relative clause describes the investor wanted');
  t.same(stated(goal('I run a fund that backs founders in fintech.')), ['offer:capital'], 'said of the speaker\'s own fund it still gives');
  // given a raise owned by the addressee, then the speaker would fund it
  t.same(stated(goal('Raising your pre-seed in robotics? Talk to me.')), ['offer:capital']);
  // given an invitation, then the speaker is the one found, not a need
  t.same(stated(goal('Backing seed founders in AI; come find me at the bar.')), ['offer:capital']);
  // given a path of the company's own stages, then no customers are wanted
  t.same(stated(goal('Raising €2M to go from pilot to rollout in robotics')), ['need:capital']);
  // given money for a company after a wanted investor, then it is the speaker's raise
  t.same(stated(goal('Looking for an angel investor for a Lisbon fintech startup')), ['need:capital']);
  // given customers the speaker already has, then they are traction, not wanted
  t.same(stated(goal('Seeking a Series A. We have paying customers in three countries.')), ['need:capital']);
  // given round mechanics, then they are money words
  t.same(stated(goal('Looking for experienced people to join our cap table')), ['need:capital']);
});

t.test('given grants named beside other money, then the money of a grant giver or seeker is the grant', async (t) => {
  const giver = said('Grants manager at a family foundation; we fund pilots in education.', 'Programme Officer');
  t.ok(giver.includes('offer:grant') && !giver.includes('offer:capital'), 'a grant giver funds through grants');
  t.same(said('Our council has money set aside for local climate projects.', 'Programme Officer'), ['offer:grant'], 'public bodies give grants');
  t.same(said('Keen to meet programme managers in Berlin.'), ['need:grant']);
  t.ok(said('Raising our seed round and applying for grants.').includes('need:capital'), 'an equity round beside a grant stays capital');
});

t.test('given press wording, then raising a profile and the speaker\'s own story want coverage', async (t) => {
  t.same(stated(goal('Looking for press to raise awareness of our fintech app.')), ['need:press'], '"raise awareness" is no fundraising');
  t.same(stated(goal('Hoping to get our founder story in front of reporters.')), ['need:press']);
  t.same(stated(goal('I host a fintech podcast and I am always hunting for founders to feature.')), ['need:story', 'offer:press'], 'founders to feature are wanted');
  t.same(stated(goal('Raising a seed round for our AI startup. Would love ten minutes of your time.')), ['need:capital'], 'asking for a meeting adds no item');
  t.same(stated(goal('Looking for investors; already we have first revenue.')), ['need:capital'], 'traction with no topic is no offer');
});

t.test('given wording that names who gives and who receives, then the direction follows the speaker (fresh2 round)', async (t) => {
  // given a verb phrase that only shares words with a topic, when read, then it names no topic
  t.same(stated(goal('Looking for a CRM that works for a small sales team.')), ['need:solution'], '"works for" is fit, "to work for" is a job');
  t.same(stated(goal('Looking for care homes to pilot our app.')), ['need:customers'], '"care" is no "career"');
  t.same(stated(goal('Raising a seed round to take our platform from pilot to scale-up.')), ['need:capital'], '"from pilot to" is a step, not customers');
  t.same(stated(goal("Happy to mentor founders - I've built and sold two companies.")), ['offer:advice'], 'selling a company is an exit, not a sale');
  t.same(stated(goal('We sell to mid-sized companies across Europe.')), ['offer:solution'], 'selling to companies still sells');
  t.same(stated(goal('Anyone here run operations at a logistics company?')), ['need:other'], 'a role someone runs is a function, not a hire');
  // given a verb or phrase of giving, when read, then the speaker gives
  t.same(stated(goal("We'd love to show you a demo of our invoicing tool.")), ['offer:solution'], 'showing is giving');
  t.same(stated(goal('We actually make the parts ourselves.')), ['offer:supply'], 'an adverb does not hide "we make"');
  t.same(stated(goal('Our trust has money to give away this year.')), ['offer:grant'], 'money given away is a grant');
  t.same(stated(goal('Looking for two founders to take under my wing.')), ['offer:advice'], 'advice in the first person is given');
  t.same(stated(goal('Happy to buy you a coffee to pick your brain.')), ['need:advice'], 'advice in the second person is asked for');
  // given wording of wanting, when read, then the speaker wants
  t.same(stated(goal("We still haven't found a contract manufacturer in Portugal.")), ['need:supply'], 'not found yet is still wanted');
  t.same(stated(goal('If you know a good backend engineer, please send them my way.')), ['need:other', 'need:talent'], 'a referral request wants');
  t.same(stated(goal('Distributors, retail, Berlin')), ['need:distribution'], 'a plural agent noun without a cue is wanted');
  t.same(stated(goal('Investors, climate, seed')), ['need:capital']);
  t.ok(stated(goal('Anyone here who writes for a business publication? We launch next week.')).includes('need:press'), 'writing for an outlet is press');
  // given money and a company in one clause, when the company is who the money is for, then capital is wanted
  t.same(stated(goal('Seeking a lead investor for a fintech startup.')), ['need:capital']);
  t.same(stated(goal('Looking for partners to build an integration with our platform.')), ['need:partnership'], '"with our platform" is the speaker\'s own');
  t.same(stated(goal("Partner at a seed fund. I'm here to meet founders raising in the next months.")), ['need:dealflow'], 'founders right before "raising" are the ones raising');
});

t.test('given wording that only looks like giving or public money, then the speaker\'s own reading stands (review guards)', async (t) => {
  t.same(stated(goal('Looking to show our deck to investors at seed.', 'founder')), ['need:capital'], 'showing one\'s own deck asks for money');
  t.same(stated(goal("We'd love to show you a demo of our invoicing tool.")), ['offer:solution'], 'showing the addressee gives');
  t.same(stated(goal('Raising a seed round for our trust and safety startup.', 'founder')), ['need:capital'], '"trust and safety" is no charitable trust');
});
