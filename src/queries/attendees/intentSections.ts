/**
 * The derived-intent sections of the attendee detail (`brief`, `traits`, `goals`, `readiness`):
 * the last reading's needs and offers with their evidence, qualifiers and source, and its
 * processing state. Never goal IDs, never e-mail addresses (a goal text that carries one shows
 * it masked in derived spans).
 */
import { z } from 'zod';
import { intentInputHash } from '../../domain/intent.ts';
import type { AttendeeReadiness } from '../../domain/readiness.ts';
import type { AttendeeIntentDoc } from '../../projections/intents.ts';
import { readinessSchema } from '../../http/resources/readiness.ts';
import type { MemberFacts } from '../../commands/intents/inputs.ts';
import { inputsOf } from '../../commands/intents/inputs.ts';
import { READING_VERSION } from '../../workers/intents/reading.ts';
import { maskEmails } from '../../matching/emails.ts';

const SOURCES = ['goal', 'explicit', 'profile'] as const;
const STATUS = z.enum(['not_requested', 'pending', 'derived', 'failed']).describe('processing state of the attendee\'s intent reading');

const qualifiers = z.object({
  sectors: z.array(z.string()),
  stages: z.array(z.string()),
  geographies: z.array(z.string()),
  roles: z.array(z.string()),
  amount: z.object({ min: z.number(), max: z.number() }).nullable(),
  lead: z.enum(['lead', 'follow']).nullable(),
});

export const intentItem = z.object({
  topic: z.string().describe('what the need or offer is about (capital, talent, customers, advice, ... or other)'),
  text: z.string().describe('the span of the goal, explicit entry or profile field it was read from; empty for an item read from the registered side alone (at a sided event the side states the money: a founder seeks it, an investor offers it), which no words of the attendee state'),
  source: z.enum(SOURCES),
  implied: z.boolean().describe('implied by another item or inferred; weighs less in scoring'),
  qualifiers,
  evidence: z.array(z.string()).describe('offers: profile facts that back it'),
});

export const sections = {
  brief: z.object({
    status: STATUS,
    current: z.boolean().describe('the last reading is of the attendee\'s current inputs and reading version'),
    text: z.string().nullable().describe('a one-paragraph summary of the last reading'),
    reading_version: z.string().nullable(),
    updated_at: z.string().nullable(),
    error: z.string().nullable().describe('why the last reading failed'),
  }),
  traits: z.object({
    items: z.array(z.object({ name: z.enum(['sector', 'stage', 'geography', 'role', 'amount', 'lead']), value: z.string(), axis: z.enum(['need', 'offer']), source: z.enum(SOURCES) })),
  }),
  goals: z.object({
    event_goal: z.string().nullable(),
    needs: z.array(z.string()).describe('explicit event_needs as imported'),
    offers: z.array(z.string()).describe('explicit event_offers as imported'),
    needs_source: z.enum(['explicit', 'goal', 'profile', 'none']),
    offers_source: z.enum(['explicit', 'goal', 'profile', 'none']),
    derived: z
      .object({
        status: STATUS,
        current: z.boolean(),
        needs: z.array(intentItem),
        offers: z.array(intentItem),
        profile_fallback: z.boolean(),
        reading_version: z.string(),
      })
      .nullable()
      .describe('the last derived reading, null before the first one'),
  }),
  readiness: readinessSchema.extend({ intent_present: z.boolean(), side: z.string().nullable() }),
};


interface RawItem {
  topic?: unknown;
  span?: unknown;
  source?: unknown;
  implied?: unknown;
  inferred?: unknown;
  qualifiers?: Partial<z.infer<typeof qualifiers>>;
  evidence?: unknown;
}

const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => maskEmails(x)) : []);

function itemView(i: RawItem): z.infer<typeof intentItem> {
  const q = i.qualifiers ?? {};
  return {
    topic: typeof i.topic === 'string' ? i.topic : 'other',
    text: typeof i.span === 'string' ? maskEmails(i.span) : '',
    source: SOURCES.includes(i.source as (typeof SOURCES)[number]) ? (i.source as (typeof SOURCES)[number]) : 'goal',
    implied: i.implied === true || i.inferred === true,
    qualifiers: {
      sectors: strings(q.sectors),
      stages: strings(q.stages),
      geographies: strings(q.geographies),
      roles: strings(q.roles),
      amount: q.amount && typeof q.amount.min === 'number' && typeof q.amount.max === 'number' ? { min: q.amount.min, max: q.amount.max } : null,
      lead: q.lead === 'lead' || q.lead === 'follow' ? q.lead : null,
    },
    evidence: strings(i.evidence),
  };
}

const statusOf = (doc: AttendeeIntentDoc | null) => (doc ? doc.status : 'not_requested');

function briefText(needs: z.infer<typeof intentItem>[], offers: z.infer<typeof intentItem>[]): string | null {
  const list = (items: z.infer<typeof intentItem>[]) =>
    items
      .filter((i) => !i.implied)
      .concat(items.filter((i) => i.implied))
      .slice(0, 4)
      .map((i) => {
        const q = [...i.qualifiers.stages, ...i.qualifiers.sectors, ...i.qualifiers.geographies, ...i.qualifiers.roles].slice(0, 4);
        return `${i.topic.replaceAll('_', ' ')}${q.length ? ` (${q.join(', ')})` : ''}`;
      });
  const n = list(needs);
  const o = list(offers);
  if (!n.length && !o.length) return null;
  return [n.length ? `Looking for ${n.join('; ')}.` : '', o.length ? `Offers ${o.join('; ')}.` : ''].filter(Boolean).join(' ');
}

/** The four derived-intent sections of one attendee. */
export function intentSections(m: MemberFacts, doc: AttendeeIntentDoc | null, readiness: AttendeeReadiness | null) {
  const r = m.roster;
  const read = doc?.read ?? null;
  const current = !!read && doc!.input_hash === intentInputHash(inputsOf(r, m.person)) && doc!.reading_version === READING_VERSION;
  const needs = read ? (read.intent.needs as RawItem[]).map(itemView) : [];
  const offers = read ? (read.intent.offers as RawItem[]).map(itemView) : [];
  const sourceOf = (explicit: string[] | null, items: z.infer<typeof intentItem>[]) => (explicit?.length ? 'explicit' : (items[0]?.source ?? 'none'));
  const traits = [...needs, ...offers].flatMap((it, k) => {
    const axis = k < needs.length ? ('need' as const) : ('offer' as const);
    const q = it.qualifiers;
    return [
      ...q.sectors.map((v) => ({ name: 'sector' as const, value: v })),
      ...q.stages.map((v) => ({ name: 'stage' as const, value: v })),
      ...q.geographies.map((v) => ({ name: 'geography' as const, value: v })),
      ...q.roles.map((v) => ({ name: 'role' as const, value: v })),
      ...(q.amount ? [{ name: 'amount' as const, value: `${q.amount.min}-${q.amount.max}` }] : []),
      ...(q.lead ? [{ name: 'lead' as const, value: q.lead }] : []),
    ].map((x) => ({ ...x, axis, source: it.source }));
  });
  const seen = new Set<string>();
  return {
    brief: {
      status: statusOf(doc),
      current,
      text: briefText(needs, offers),
      reading_version: doc?.reading_version ?? null,
      updated_at: doc?.updated_at ?? null,
      error: doc?.error ?? null,
    },
    traits: { items: traits.filter((x) => !seen.has(`${x.name}|${x.value}|${x.axis}`) && !!seen.add(`${x.name}|${x.value}|${x.axis}`)) },
    goals: {
      event_goal: r.event.goal === null ? null : maskEmails(r.event.goal),
      needs: r.event.needs ?? [],
      offers: r.event.offers ?? [],
      needs_source: sourceOf(r.event.needs, needs),
      offers_source: sourceOf(r.event.offers, offers),
      derived: read
        ? {
            status: statusOf(doc),
            current,
            needs,
            offers,
            profile_fallback: (read.intent as { profile_fallback?: unknown }).profile_fallback === true,
            reading_version: doc!.reading_version ?? read.version,
          }
        : null,
    },
    readiness: readiness
      ? { ...readiness, intent_present: !!(r.event.goal || r.event.needs?.length || r.event.offers?.length), side: r.event.side }
      : null,
  };
}
