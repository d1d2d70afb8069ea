/**
 * The `goal` filter of the event match list: a match is kept when the need and offer texts its
 * reasons name share a content word with the goal text (docs/decisions.md). Words are compared
 * after lower-casing and a light suffix strip ("investors" and "investing" meet "invest",
 * "companies" meets "company").
 * A goal without content words filters nothing.
 */
const STOP = new Set(
  'the and for with from that this into our your their you they them who what which about over have has had are was were will would can could should may might want wants need needs looking look find meet meeting people someone anyone also just more most very some any all not but one two new get got'.split(' '),
);

export const MAX_GOAL_CHARS = 500;

export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length >= 6 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suf of ['ments', 'ment', 'ings', 'ing', 'ers', 'ors', 'er', 'or', 'ed', 'es', 's']) {
    if (w.length - suf.length >= 4 && w.endsWith(suf)) {
      w = w.slice(0, -suf.length);
      break;
    }
  }
  return w;
}

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !STOP.has(w));

/** The goal's content-word stems (empty: no filter). */
export function goalTerms(goal: string | undefined): Set<string> {
  return new Set(goal ? words(goal).map(stem) : []);
}

/**
 * True when any reason text of the match shares a stem with the goal. A `mutual_pick` reason
 * names no need or offer, only that the other would pick this one too, so it never counts.
 */
export function relatesToGoal(terms: ReadonlySet<string>, reasons: ReadonlyArray<{ kind?: string; text: string }>): boolean {
  if (terms.size === 0) return true;
  for (const r of reasons) if (r.kind !== 'mutual_pick') for (const w of words(r.text)) if (terms.has(stem(w))) return true;
  return false;
}
