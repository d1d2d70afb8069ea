import type { AttendeeInput, PrincipalMatches } from '../../src/matching/index.ts';
import type { MatchRun, ReadIntent, SentenceEncoder } from '../../src/matching/index.ts';
import { CachedEncoder, deriveIntent, ENCODER_DIM, readAttendee, sentenceEncoder, setDisabledRules } from '../../src/matching/index.ts';
import type { Intent } from '../../src/matching/index.ts';
import { read } from '../../src/matching/reading.ts';
import { pack } from '../../src/matching/features.ts';
import type { Packed } from '../../src/matching/features.ts';

/** A roster entry with defaults, for readable tests. */
export function person(entity_id: string, fields: Partial<AttendeeInput> = {}): AttendeeInput {
  return { entity_id, attendee_id: entity_id, id_source: 'partner', display_name: entity_id, side: null, ...fields };
}

/** Both readings of one attendee: with the sentence encoder (enrichment) and without it (a run's inline reading). */
export async function readings(a: AttendeeInput): Promise<[string, Intent][]> {
  const enc = await sentenceEncoder();
  return [['with the encoder', (await read(a, enc)).intent], ['without it', deriveIntent(a)]];
}

/** `f` run with the named rules switched off, and every rule on again after. */
export async function withRules<T>(off: string[], f: () => Promise<T>): Promise<T> {
  setDisabledRules(off);
  try {
    return await f();
  } finally {
    setDisabledRules([]);
  }
}

export async function collect(run: MatchRun): Promise<PrincipalMatches[]> {
  const out: PrincipalMatches[] = [];
  for await (const pm of run) out.push(pm);
  return out;
}

/** A small two-sided roster: two climate founders, two investors, one fintech pair, one untagged mentor. */
export const twoSided: AttendeeInput[] = [
  person('f-battery', { side: 'founder', title: 'CEO', company: 'Voltcycle', event_goal: 'Raising a €1.5M seed for our battery recycling startup in Berlin, looking for a lead investor.' }),
  person('f-pay', { side: 'founder', title: 'Founder', company: 'PayBee', event_goal: 'lookng for investers for our fintch series a round, $4m, based in London' }),
  person('i-climate', { side: 'investor', title: 'Partner', company: 'Northwind Ventures', event_goal: 'We invest €500k–2M at seed in climate hardware across Europe and usually lead.' }),
  person('i-fin', { side: 'investor', title: 'Principal', company: 'Ledger Capital', event_goal: 'Series A fintech in the UK, tickets 3-5M' }),
  person('u-mentor', { side: null, title: 'Advisor', company: 'Self', event_goal: 'Happy to mentor founders on fundraising' }),
];

/** The partner reference's description of `listAttendeeMatches`, which states the library's constants in prose. */
export async function attendeeMatchesDescription(): Promise<string> {
  const { matchOperations } = await import('../../src/http/openapi/operations/matches.ts');
  return matchOperations['GET /events/{event_id}/attendees/{attendee_id}/matches']!.description;
}

/** A small open roster: two seekers of a contract packer, a packer, a hiring startup and a sales leader. */
export const packerRoster: AttendeeInput[] = [
  person('a', { event_goal: 'Looking for a contract packer for our snack bars.' }),
  person('b', { event_goal: 'We run contract packing lines for snack bar brands and want new clients.' }),
  person('c', { event_goal: 'Looking for a contract packer for our sauces.' }),
  person('d', { event_goal: 'Hiring a head of sales for our packaging startup.' }),
  person('e', { event_goal: 'Sales leader looking for a new role at a packaging startup.' }),
];

/**
 * A fast stand-in for the sentence encoder in tests that pin or exercise the machinery rather
 * than the model: each word hashed into 512 dimensions (a bag of words), normalised.
 */
export const wordHashEncoder: SentenceEncoder = new CachedEncoder('test-word-hash@1', {
  embed: (texts) =>
    Promise.resolve(
      texts.map((t) => {
        const v = new Array<number>(ENCODER_DIM).fill(0);
        for (const w of t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
          let h = 2166136261;
          for (let i = 0; i < w.length; i++) h = Math.imul(h ^ w.charCodeAt(i), 16777619);
          v[(h >>> 0) % ENCODER_DIM]! += 1;
        }
        return v;
      }),
    ),
});

/** Reads a roster with `encoder` and packs it, as runMatching does. */
export async function packOf(roster: AttendeeInput[], encoder: SentenceEncoder = wordHashEncoder): Promise<Packed> {
  const reads: ReadIntent[] = [];
  for (const a of roster) reads.push(await readAttendee(a, { encoder }));
  return pack(roster, reads);
}
