/** Baseline: TF-IDF cosine over everything the attendee wrote (goal, needs, offers, title, company). */
import type { AttendeeInput } from '../src/matching/index.ts';
import { isStopword, words } from '../src/matching/text.ts';

export function attendeeText(a: AttendeeInput): string {
  const raw = a.raw_data ? Object.values(a.raw_data).filter((v) => typeof v === 'string').join(' ') : '';
  return [a.event_goal, ...(a.event_needs ?? []), ...(a.event_offers ?? []), a.title, a.company, raw].filter(Boolean).join(' ');
}

export function tfidfVectors(attendees: AttendeeInput[]): Map<string, number>[] {
  const docs = attendees.map((a) => words(attendeeText(a)).filter((w) => !isStopword(w)));
  const df = new Map<string, number>();
  for (const d of docs) for (const w of new Set(d)) df.set(w, (df.get(w) ?? 0) + 1);
  return docs.map((d) => {
    const tf = new Map<string, number>();
    for (const w of d) tf.set(w, (tf.get(w) ?? 0) + 1);
    const v = new Map<string, number>();
    let norm = 0;
    for (const [w, c] of tf) {
      const x = c * Math.log((docs.length + 1) / ((df.get(w) ?? 0) + 1) + 1);
      v.set(w, x);
      norm += x * x;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [w, x] of v) v.set(w, x / norm);
    return v;
  });
}

export function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let s = 0;
  const [small, big] = a.size < b.size ? [a, b] : [b, a];
  for (const [w, x] of small) s += x * (big.get(w) ?? 0);
  return s;
}
