/**
 * Labelled evaluation set: fictional attendees generated from hidden intent records, rendered
 * into natural-language goals (terse, rambling, typos, synonyms). The engine sees only the
 * rendered attendee; relevance is judged on the hidden records (eval/relevance.ts).
 */
import type { AttendeeInput, MatchContext } from '../src/matching/index.ts';
import { FILLERS, FREE_TOPICS, TEMPLATES } from './templates.ts';
import { DEV_EXTRA_TEMPLATES } from './templates-dev-extra.ts';
import { DEV_FRESH_TEMPLATES } from './templates-dev-fresh.ts';
import { DEV_PROBE_TEMPLATES } from './templates-dev-probe.ts';
import { DEV_FRESH2_FILLERS, DEV_FRESH2_TEMPLATES } from './templates-dev-fresh2.ts';
import { DEV_FRESH3_FILLERS, DEV_FRESH3_TEMPLATES } from './templates-dev-fresh3.ts';
import { rng } from '../src/matching/candidates.ts';

/**
 * `fresh`: dev people rendered only from independently written phrasings (tuning data, like dev).
 * `fresh2`: the same from a third independent writer (eval/templates-dev-fresh2.ts), with that
 * writer's own small talk in rambling goals (tuning data).
 * `fresh3`: the same from a fourth independent writer (eval/templates-dev-fresh3.ts; tuning data).
 * `probe`: the same from a second independent set (eval/templates-dev-probe.ts), never tuned on:
 * read as a headline to check that changes made on dev and fresh generalise.
 */
export type Split = 'dev' | 'fresh' | 'fresh2' | 'fresh3' | 'probe' | 'heldout';

export interface HiddenItem {
  topic: string;
  free?: string;
  sector?: string;
  stage?: string;
  geo?: string;
  role?: string;
  amount?: [number, number];
}

export interface HiddenPerson {
  entity_id: string;
  archetype: string;
  needs: HiddenItem[];
  offers: HiddenItem[];
}

export interface EvalEvent {
  name: string;
  context: MatchContext;
  attendees: AttendeeInput[];
  hidden: Map<string, HiddenPerson>;
}

// The same deterministic generator as candidate generation (mulberry32): one implementation.
export { rng };

export const SECTOR_WORDS: Record<string, string[]> = {
  climate: ['climate', 'climate tech', 'cleantech', 'carbon removal', 'battery recycling', 'renewables', 'decarbonising heavy industry', 'green hydrogen'],
  fintech: ['fintech', 'payments', 'embedded finance', 'lending', 'insurtech', 'neobanking', 'B2B payments'],
  health: ['digital health', 'healthtech', 'medtech', 'mental health apps', 'remote patient monitoring', 'clinical workflows'],
  ai: ['AI', 'machine learning', 'applied AI', 'LLM tooling', 'computer vision', 'GenAI'],
  saas: ['B2B SaaS', 'developer tools', 'enterprise software', 'devtools', 'vertical SaaS'],
  edtech: ['edtech', 'education', 'upskilling', 'online learning'],
  food: ['foodtech', 'agritech', 'alt protein', 'vertical farming', 'regenerative agriculture'],
  logistics: ['logistics', 'supply chain', 'freight', 'last-mile delivery'],
  biotech: ['biotech', 'drug discovery', 'life sciences', 'synthetic biology'],
  cyber: ['cybersecurity', 'security', 'identity and access'],
};
export const STAGE_WORDS: Record<string, string[]> = {
  preseed: ['pre-seed', 'preseed', 'very early stage', 'pre seed'],
  seed: ['seed', 'seed stage', 'seed round'],
  series_a: ['Series A', 'series-A', 'A round'],
  series_b: ['Series B', 'series b'],
};
const STAGES = Object.keys(STAGE_WORDS);
const STAGE_AMOUNT: Record<string, [number, number]> = {
  preseed: [200e3, 800e3], seed: [1e6, 3e6], series_a: [5e6, 15e6], series_b: [15e6, 40e6],
};
export const GEO_WORDS: Record<string, string[]> = {
  europe: ['Europe', 'across the EU', 'European markets'],
  uk: ['the UK', 'London'],
  dach: ['Germany', 'Berlin', 'DACH', 'Munich'],
  france: ['France', 'Paris'],
  nordics: ['the Nordics', 'Stockholm', 'Scandinavia'],
  us: ['the US', 'New York', 'the Bay Area'],
  africa: ['Africa', 'Lagos', 'Nairobi'],
  global: ['anywhere', 'globally'],
};
const GEOS = Object.keys(GEO_WORDS).filter((g) => g !== 'global');
export const ROLE_WORDS: Record<string, { plural: string[]; singular: string[] }> = {
  engineer: { plural: ['backend engineers', 'full-stack developers', 'software engineers', 'senior devs'], singular: ['backend engineer', 'full-stack developer', 'software engineer'] },
  data: { plural: ['ML engineers', 'data scientists'], singular: ['data scientist', 'ML engineer'] },
  designer: { plural: ['product designers', 'UX designers'], singular: ['product designer', 'UX designer'] },
  sales: { plural: ['account executives', 'sales reps'], singular: ['account executive', 'sales lead'] },
  cto: { plural: ['a technical co-founder', 'a CTO'], singular: ['CTO'] },
  ceo: { plural: ['a business co-founder', 'a commercial co-founder'], singular: ['CEO'] },
};
const FIRST = ['Ada', 'Ben', 'Chloe', 'Dev', 'Elif', 'Femi', 'Greta', 'Hiro', 'Ines', 'Jonas', 'Kofi', 'Lena', 'Mateo', 'Nora', 'Omar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tara'];
const LAST = ['Adler', 'Bakker', 'Costa', 'Dubois', 'Eze', 'Fischer', 'Garcia', 'Hansen', 'Ito', 'Jensen', 'Kowalski', 'Larsen', 'Moreau', 'Novak', 'Okafor'];

type R = () => number;
const pick = <T,>(r: R, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/**
 * Phrasings are split, never shared: dev renders goals from the templates at index 0, 1, 3, 4, …
 * and held-out only from those at index 2, 5, 8, …; free-text interests and filler sentences
 * alternate (dev even, held-out odd). So no sentence the engine was tuned on is ever judged.
 * Dev additionally draws from DEV_EXTRA_TEMPLATES, which held-out never uses.
 */
/** Splits rendered only from one independent writer's phrasings. */
const INDEPENDENT: Partial<Record<Split, Record<string, string[]>>> = {
  fresh: DEV_FRESH_TEMPLATES,
  fresh2: DEV_FRESH2_TEMPLATES,
  fresh3: DEV_FRESH3_TEMPLATES,
  probe: DEV_PROBE_TEMPLATES,
};
/** Writers who also wrote their own small talk; the other splits share the first writer's. */
const OWN_FILLERS: Partial<Record<Split, string[]>> = { fresh2: DEV_FRESH2_FILLERS, fresh3: DEV_FRESH3_FILLERS };

export function templatesFor(key: string, split: Split): string[] {
  // The independent splits render only their own writer's phrasings (eval/templates-dev-*.ts).
  const independent = INDEPENDENT[split];
  if (independent) return independent[key] ?? templatesFor(key, 'dev');
  const own = (TEMPLATES[key] ?? []).filter((_, i) => (i % 3 === 2) === (split === 'heldout'));
  // Dev also draws from extra phrasings (eval/templates-dev-extra.ts); held-out never does.
  return split === 'dev' ? [...own, ...(DEV_EXTRA_TEMPLATES[key] ?? [])] : own;
}

export function phrasingsFor(all: readonly string[], split: Split): string[] {
  const mine = all.filter((_, i) => (i % 2 === 1) === (split === 'heldout')); // fresh shares dev's
  return mine.length > 0 ? mine : [...all];
}

function money(r: R, [lo, hi]: [number, number]): string {
  const fmt = (x: number) => (x >= 1e6 ? `${+(x / 1e6).toFixed(1)}M` : `${Math.round(x / 1e3)}k`);
  const cur = pick(r, ['€', '$', '€', '']);
  if (lo === hi) return pick(r, [`${cur}${fmt(lo)}`, `${+(lo / 1e6).toFixed(1)} million euros`]);
  return `${cur}${fmt(lo)}-${fmt(hi)}`;
}

function typo(r: R, text: string): string {
  return text.replace(/\b[a-z]{6,}\b/g, (w) => {
    if (r() > 0.25) return w;
    const i = 1 + Math.floor(r() * (w.length - 2));
    return r() < 0.5 ? w.slice(0, i) + w.slice(i + 1) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  });
}

type Slot = 'sector' | 'stage' | 'geo' | 'amount' | 'role';
const SLOTS: Slot[] = ['sector', 'stage', 'geo', 'amount', 'role'];

/** Renders one item; records which qualifier slots the wording actually expressed. */
function render(r: R, split: Split, axis: 'need' | 'offer', it: HiddenItem, used: Set<Slot>): string {
  if (it.topic === 'other') return pick(r, phrasingsFor(FREE_TOPICS[it.free ?? '']?.[axis] ?? [''], split));
  const tpl = pick(r, templatesFor(`${axis}:${it.topic}`, split));
  for (const slot of SLOTS) if (tpl.includes(`{${slot}`)) used.add(slot);
  const role = ROLE_WORDS[it.role ?? 'engineer'] ?? ROLE_WORDS.engineer!;
  return tpl
    .replace('{sector}', pick(r, SECTOR_WORDS[it.sector ?? 'ai'] ?? ['tech']))
    .replace('{stage}', pick(r, STAGE_WORDS[it.stage ?? 'seed'] ?? ['seed']))
    .replace('{geo}', pick(r, GEO_WORDS[it.geo ?? 'europe'] ?? ['Europe']))
    .replace('{amount}', it.amount ? money(r, it.amount) : 'some')
    .replace('{roleS}', pick(r, role.singular))
    .replace('{role}', pick(r, role.plural));
}

/**
 * A qualifier the person never expresses is not part of their intent: "don't care". This keeps
 * the labels decidable from what people say, as a human judge reading the goals would do.
 */
function prune(items: HiddenItem[], used: Set<Slot>): HiddenItem[] {
  return items.map((it) => {
    const out: HiddenItem = { ...it };
    for (const slot of SLOTS) if (!used.has(slot)) delete out[slot];
    return out;
  });
}

interface Archetype {
  name: string;
  side: 'founder' | 'investor' | null;
  make: (r: R, sectors: string[]) => { needs: HiddenItem[]; offers: HiddenItem[]; title: string; company: string };
}

const company = (r: R, kind: string) => `${pick(r, ['Nova', 'Blue', 'Terra', 'Quanta', 'Helix', 'Lumen', 'Arbor', 'Kite'])}${kind}`;

function founder(r: R, sectors: string[]) {
  const stage = pick(r, STAGES);
  const [lo, hi] = STAGE_AMOUNT[stage]!;
  const raise = Math.round((lo + r() * (hi - lo)) / 1e5) * 1e5;
  const need: HiddenItem = { topic: 'capital', sector: pick(r, sectors), stage, geo: pick(r, GEOS), amount: [raise, raise] };
  return { needs: [need], offers: [{ ...need, topic: 'dealflow' }], title: pick(r, ['CEO', 'Co-founder & CEO', 'Founder']), company: company(r, pick(r, ['ly', ' Labs', ' AI', 'io'])) };
}

function investor(r: R, sectors: string[]) {
  const stage = pick(r, STAGES);
  const offer: HiddenItem = { topic: 'capital', sector: pick(r, sectors), stage, geo: pick(r, [...GEOS, 'europe', 'global']), amount: STAGE_AMOUNT[stage] };
  return { needs: [{ ...offer, topic: 'dealflow' }], offers: [offer], title: pick(r, ['Partner', 'Principal', 'General Partner', 'Angel investor']), company: company(r, pick(r, [' Ventures', ' Capital', ' Partners'])) };
}

const single = (need: string | null, offer: string | null, title: string, kind: string, opts: Partial<HiddenItem> = {}) =>
  (r: R, sectors: string[]) => {
    const base: HiddenItem = { topic: '', sector: pick(r, sectors), geo: pick(r, GEOS), ...opts };
    return {
      needs: need ? [{ ...base, topic: need }] : [],
      offers: offer ? [{ ...base, topic: offer }] : [],
      title,
      company: company(r, kind),
    };
  };

export const OPEN_ARCHETYPES: Archetype[] = [
  { name: 'founder_raising', side: null, make: founder },
  { name: 'investor', side: null, make: investor },
  { name: 'mentor', side: null, make: single(null, 'advice', 'Advisor', ' Advisory') },
  { name: 'mentee', side: null, make: single('advice', null, 'Founder', ' Labs') },
  { name: 'hiring', side: null, make: (r, s) => ({ ...single('talent', 'job', 'Head of Talent', ' Labs', { role: pick(r, ['engineer', 'data', 'designer', 'sales']) })(r, s) }) },
  { name: 'job_seeker', side: null, make: (r, s) => ({ ...single('job', 'talent', 'Software Engineer', 'Corp', { role: pick(r, ['engineer', 'data', 'designer', 'sales']) })(r, s) }) },
  { name: 'seller', side: null, make: single('customers', 'solution', 'Head of Sales', ' Software') },
  { name: 'buyer', side: null, make: single('solution', 'customers', 'Head of Innovation', ' Group') },
  { name: 'journalist', side: null, make: single('story', 'press', 'Reporter', ' Times') },
  { name: 'press_seeker', side: null, make: single('press', 'story', 'CEO', 'ly') },
  { name: 'cofounder_tech', side: null, make: single('cofounder', 'cofounder', 'Product lead', 'ly') },
  { name: 'researcher', side: null, make: single('grant', 'research', 'Professor', ' University') },
  { name: 'research_seeker', side: null, make: single('research', null, 'CTO', ' Bio') },
  { name: 'grant_officer', side: null, make: single(null, 'grant', 'Programme Officer', ' Foundation') },
  { name: 'supplier', side: null, make: single('customers', 'supply', 'Managing Director', ' Manufacturing') },
  { name: 'supply_seeker', side: null, make: single('supply', null, 'COO', ' Devices') },
  { name: 'distributor', side: null, make: single('solution', 'distribution', 'Head of Channel', ' Distribution') },
  { name: 'distribution_seeker', side: null, make: single('distribution', null, 'Founder', ' Foods') },
  { name: 'partner_seeker', side: null, make: single('partnership', 'partnership', 'Head of Partnerships', ' Tech') },
  { name: 'free', side: null, make: (r) => {
    const key = pick(r, Object.keys(FREE_TOPICS));
    return r() < 0.5
      ? { needs: [{ topic: 'other', free: key }], offers: [], title: 'Founder', company: company(r, 'ly') }
      : { needs: [], offers: [{ topic: 'other', free: key }], title: 'Consultant', company: company(r, ' Studio') };
  } },
];

/** Whether people phrase this (axis, topic) at all; implied halves such as "offer a job" stay unsaid. */
const says = (axis: 'need' | 'offer', it: HiddenItem) => it.topic === 'other' || (TEMPLATES[`${axis}:${it.topic}`] ?? []).length > 0;

function goalOf(r: R, split: Split, needs: HiddenItem[], offers: HiddenItem[], archetype: string, used: Set<Slot>): string {
  // Founders and investors state the money side; the implied half stays unsaid, as people do.
  const said = archetype === 'founder_raising' ? needs : archetype === 'investor' ? offers : [...needs, ...offers];
  const axisOf = (it: HiddenItem) => (needs.includes(it) ? 'need' : 'offer');
  const clauses = said.filter((it) => says(axisOf(it), it)).map((it) => render(r, split, axisOf(it), it, used));
  if (archetype === 'cofounder_tech') clauses.length = 1;
  let goal = clauses.join(pick(r, ['. ', '; ', '. Also, ', ' and ']));
  const style = r();
  const fillers = OWN_FILLERS[split] ?? phrasingsFor(FILLERS, split);
  if (style < 0.2) goal = `${pick(r, fillers)} ${goal}. ${pick(r, fillers)}`; // rambling
  else if (style < 0.35) goal = goal.toLowerCase(); // terse, lower case
  if (r() < 0.3) goal = typo(r, goal);
  return goal;
}

function person(r: R, split: Split, id: string, a: Archetype, sectors: string[], side: AttendeeInput['side']): { input: AttendeeInput; hidden: HiddenPerson } {
  const made = a.make(r, sectors);
  if (a.name === 'cofounder_tech') {
    const tech = r() < 0.5;
    made.needs = [{ ...made.needs[0]!, role: tech ? 'ceo' : 'cto' }];
    made.offers = [{ ...made.offers[0]!, role: tech ? 'cto' : 'ceo' }];
  }
  const name = `${pick(r, FIRST)} ${pick(r, LAST)}`;
  const input: AttendeeInput = { entity_id: id, attendee_id: id, id_source: 'partner', display_name: name, title: made.title, company: made.company, side };
  const used = new Set<Slot>();
  const mode = r();
  if (mode < 0.08 && (a.name === 'investor' || a.name === 'founder_raising')) {
    // Profile only: no goal, a title, a firm and a focus line in raw_data.
    const it = (a.name === 'investor' ? made.offers[0] : made.needs[0])!;
    input.raw_data = { bio: `${pick(r, STAGE_WORDS[it.stage ?? 'seed']!)} ${pick(r, SECTOR_WORDS[it.sector ?? 'ai']!)}` };
    used.add('stage').add('sector');
  } else if (mode < 0.18) {
    // Explicit axes: short lists, as a partner form would send them.
    const needs = made.needs.filter((it) => says('need', it)).map((it) => render(r, split, 'need', it, used));
    const offers = made.offers.filter((it) => says('offer', it)).map((it) => render(r, split, 'offer', it, used));
    if (needs.length > 0) input.event_needs = needs;
    if (offers.length > 0) input.event_offers = offers;
  } else {
    input.event_goal = goalOf(r, split, made.needs, made.offers, a.name, used);
  }
  return { input, hidden: { entity_id: id, archetype: a.name, needs: prune(made.needs, used), offers: prune(made.offers, used) } };
}

function event(name: string, seed: number, split: Split, n: number, sided: boolean): EvalEvent {
  const r = rng(seed);
  const sectors = Object.keys(SECTOR_WORDS).filter((_, i) => (i + seed) % 5 !== 0).slice(0, 6);
  const attendees: AttendeeInput[] = [];
  const hidden = new Map<string, HiddenPerson>();
  for (let i = 0; i < n; i++) {
    const id = `${name}-${String(i).padStart(4, '0')}`;
    let a: Archetype;
    let side: AttendeeInput['side'] = null;
    if (sided) {
      const x = r();
      if (x < 0.55) [a, side] = [OPEN_ARCHETYPES[0]!, 'founder'];
      else if (x < 0.9) [a, side] = [OPEN_ARCHETYPES[1]!, 'investor'];
      else a = pick(r, OPEN_ARCHETYPES.slice(2)); // untagged people at a sided event
    } else a = pick(r, OPEN_ARCHETYPES);
    const p = person(r, split, id, a, sectors, side);
    attendees.push(p.input);
    hidden.set(id, p.hidden);
  }
  const context: MatchContext = sided
    ? { event_id: name, event_details: 'Founder and investor speed-dating', objectives: 'Help founders meet the right investors' }
    : { event_id: name, event_details: 'Open networking evening', objectives: 'Useful introductions for everyone' };
  return { name, context, attendees, hidden };
}

/** A synthetic roster of `n` attendees for benchmarks (two-sided when `sided`). */
export function syntheticRoster(n: number, seed: number, sided: boolean): EvalEvent {
  return event(`bench-${n}`, seed, 'heldout', n, sided);
}

/** Two events per split: founder/investor (with untagged people) and open networking. */
export function buildEvents(split: Split): EvalEvent[] {
  const base = { dev: 1000, fresh: 3000, fresh2: 9000, fresh3: 11000, probe: 5000, heldout: 7000 }[split];
  return [
    event(`${split}-founders-investors`, base + 1, split, 220, true),
    event(`${split}-open-networking`, base + 2, split, 260, false),
  ];
}
