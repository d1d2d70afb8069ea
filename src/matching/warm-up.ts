/**
 * A small match run on made-up attendees, so that V8 has compiled the hot code of a match run
 * before a real one arrives: a thread's first run otherwise spends about a third of its time in
 * code not yet optimised. `runMatching` is pure, so nothing of the warm-up outlives it but
 * compiled code. The made-up readings are shaped like stored ones (items with qualifiers, int8
 * vectors) but built directly, without the encoder or the word reading's classifiers, whose
 * set-up would cost more than the run: the warm-up takes the paths a real run takes.
 */
import { rng } from './candidates.ts';
import { ENCODER_DIM, encodeVector, normalized } from './encoder.ts';
import { AREA_IDS } from './areas.ts';
import type { AreaList } from './areas.ts';
import { READING_VERSION } from './read.ts';
import type { ReadIntent } from './read.ts';
import { runMatching } from './run.ts';
import type { AttendeeInput, Axis, Intent, IntentItem, Side, Topic } from './types.ts';

/**
 * Large enough to take the candidate step (more than twice a shortlist) and for V8 to optimise
 * what a run of thousands spends its time in; small enough to take about half a second.
 */
export const WARM_UP_ROSTER = 300;

/** Fields of the made-up people: a sector key and words for their text. */
const FIELDS: [string, string][] = [['fintech', 'payments software'], ['food', 'farm robotics'], ['health', 'clinical diagnostics'], ['climate', 'battery recycling'], ['logistics', 'freight routing'], ['edtech', 'language learning'], ['hardware', 'chip design']];
const STAGES = ['preseed', 'seed', 'series_a'];
const PLACES: [string, string][] = [['dach', 'Berlin'], ['iberia', 'Lisbon'], ['us', 'Boston'], ['africa', 'Nairobi']];

/** Who wants what, by side: [axis, topic] pairs; open events mix all of them. */
const SHAPES: Record<'founder' | 'investor' | 'open', [Axis, Topic][][]> = {
  founder: [[['need', 'capital'], ['offer', 'dealflow']], [['need', 'capital'], ['need', 'talent'], ['offer', 'dealflow']]],
  investor: [[['need', 'dealflow'], ['offer', 'capital']], [['need', 'dealflow'], ['offer', 'capital'], ['offer', 'advice']]],
  open: [[['need', 'customers'], ['offer', 'solution']], [['need', 'partnership'], ['offer', 'partnership']], [['need', 'solution'], ['offer', 'customers']], [['need', 'advice'], ['offer', 'other']]],
};

function item(axis: Axis, topic: Topic, span: string, sector: string, stage: string, geo: string, i: number): IntentItem {
  const money = topic === 'capital' || topic === 'dealflow';
  return {
    axis, topic, span, source: i % 4 === 0 ? 'explicit' : 'goal', implied: i % 5 === 0, evidence: [],
    qualifiers: { sectors: i % 6 === 0 ? [] : [sector], stages: money ? [stage] : [], geographies: [geo], roles: topic === 'talent' ? ['engineer'] : [], amount: money ? { min: 250_000 * (1 + (i % 4)), max: 500_000 * (1 + (i % 4)) } : null, lead: null },
  };
}

/** A vector per text: a direction per field plus noise, so cosines spread as real ones do. */
function vectorOf(field: number, next: () => number): string {
  const v = new Float32Array(ENCODER_DIM);
  const base = rng(1000 + field);
  for (let d = 0; d < ENCODER_DIM; d++) v[d] = base() - 0.5 + 0.6 * (next() - 0.5);
  return encodeVector(normalized(v));
}

/** Two made-up areas of a warm-up attendee, from a few that recur. */
const areasFor = (k: number): AreaList => [[AREA_IDS[k % 7]!, 0.7], [AREA_IDS[(k * 3 + 1) % 7]!, 0.3]];

/** A made-up roster with stored readings: founders and investors, or (open) no sides. */
export function warmUpRoster(sided: boolean, n = WARM_UP_ROSTER): { attendees: AttendeeInput[]; intents: Map<string, ReadIntent> } {
  const next = rng(sided ? 7 : 8);
  const attendees: AttendeeInput[] = [];
  const intents = new Map<string, ReadIntent>();
  for (let i = 0; i < n; i++) {
    const side: Side | null = sided ? (i % 3 === 0 ? 'investor' : 'founder') : null;
    const f = i % FIELDS.length;
    const [sector, words] = FIELDS[f]!, [geo, place] = PLACES[i % PLACES.length]!, stage = STAGES[i % STAGES.length]!;
    const goal = `${side === 'investor' ? 'Backing' : 'Building'} ${words} in ${place}, ${stage}`;
    const shapes = SHAPES[side ?? 'open'];
    const shape = shapes[i % shapes.length]!;
    const items = shape.map(([axis, topic], k) => item(axis, topic, `${topic} for ${words}`, sector, stage, geo, i + k));
    // A few share a company (i and i + n - 7), so the same-company check has pairs to drop.
    const a: AttendeeInput = {
      entity_id: `warm-up-${i}`, attendee_id: null, id_source: 'meshi', display_name: `Attendee ${i}`,
      title: side === 'investor' ? 'Partner' : 'Founder', company: `Company ${i % (n - 7)}`, side, event_goal: goal,
    };
    const intent: Intent = { needs: items.filter((x) => x.axis === 'need'), offers: items.filter((x) => x.axis === 'offer'), profile_fallback: false };
    attendees.push(a);
    intents.set(a.entity_id, {
      version: READING_VERSION,
      intent,
      vectors: { profile: vectorOf(f, next), needs: intent.needs.map(() => vectorOf(f, next)), offers: intent.offers.map(() => vectorOf((f + i) % FIELDS.length, next)) },
      // Areas as a reading gives them, some shared, so the area rule's code runs warm too.
      areas: areasFor(i),
    });
  }
  return { attendees, intents };
}

/**
 * Runs a two-sided and an open match on made-up rosters and drops the results. Setting
 * `cut.stop` ends it within a few principals (a real run has come). Returns how many principals
 * it matched.
 */
export async function warmUp(cut: { stop: boolean } = { stop: false }, n = WARM_UP_ROSTER): Promise<number> {
  // The stream yields through microtasks only: a macrotask turn now and then lets a message in.
  const turn = () => new Promise((r) => setImmediate(r));
  let principals = 0;
  for (const sided of [true, false]) {
    await turn();
    if (cut.stop) return principals;
    const { attendees, intents } = warmUpRoster(sided, n);
    for await (const pm of runMatching({ attendees, intents, context: { event_id: 'warm-up' }, top_n: 10 })) {
      void pm;
      if (++principals % 32 === 0) await turn();
      if (cut.stop) return principals;
    }
  }
  return principals;
}
