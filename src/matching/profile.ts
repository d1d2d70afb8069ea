import { normalize } from './text.ts';
import type { AttendeeInput, Axis, Topic } from './types.ts';

/**
 * The profile of an attendee who wrote neither goal nor lists (a partner that imports only titles
 * and a CRM's free fields, or a match run's `fallback` attendees, whose goal is left out): what the
 * reading reads instead.
 */

/**
 * At most this many fields are read, each up to `MAX_FIELD_CHARS`: `raw_data` is a partner's free
 * JSON (up to 64 KB), and every clause read with the encoder costs an encoder text.
 */
const MAX_FIELDS = 6;
const MAX_FIELD_CHARS = 1000;

/** A text field of `raw_data` to read as clauses, with the axis its key states, if any. */
export interface ProfileField {
  text: string;
  forced: Axis | null;
}

/**
 * The text fields of `raw_data` that say what someone wants or gives, in key order: a key naming a
 * need ("looking_for") or an offer ("can_help_with") fixes the axis; a biography, summary or
 * interests field is read like a goal. Other keys (ids, URLs, counts) are not read; nor are fields
 * past the sixth, nor a field's text past its first thousand characters.
 */
export function profileFields(a: AttendeeInput): ProfileField[] {
  const out: ProfileField[] = [];
  for (const [k, v] of Object.entries(a.raw_data ?? {}).sort(([x], [y]) => (x < y ? -1 : 1))) {
    if (typeof v !== 'string' && !(Array.isArray(v) && v.every((x) => typeof x === 'string'))) continue;
    const text = (Array.isArray(v) ? v.join(', ') : v).trim().slice(0, MAX_FIELD_CHARS);
    if (!text) continue;
    const forced: Axis | null = /need|looking|seek|want/i.test(k) ? 'need' : /offer|help|give|provide/i.test(k) ? 'offer' : null;
    if (forced || /bio|about|summary|interest|goal|headline/i.test(k)) out.push({ text, forced });
    if (out.length === MAX_FIELDS) break;
  }
  return out;
}

/** Titles that name what their holder gives or seeks, first match wins (rule `title-role`). */
const TITLE_ROLES: [RegExp, Axis, Topic][] = [
  [/\b(partner|principal|investor|vc|angel|general partner|investment)\b/, 'offer', 'capital'],
  [/\b(founder|co-?founder|ceo)\b/, 'need', 'capital'],
  [/\b(recruit\w*|talent acquisition|head of people)\b/, 'need', 'talent'],
  [/\b(journalist|editor|reporter|correspondent)\b/, 'offer', 'press'],
  [/\b(professor|researcher|scientist|postdoc)\b/, 'offer', 'research'],
  [/\b(mentor|advisor|adviser|coach)\b/, 'offer', 'advice'],
  [/\b(procurement|head of innovation|purchasing)\b/, 'offer', 'customers'],
  [/\b(distribut\w*|reseller)\b/, 'offer', 'distribution'],
  [/\b(programme officer|program officer|grants? (?:manager|officer|lead))\b/, 'offer', 'grant'],
];

/** What a title states its holder gives or seeks ("General Partner at Northwind Ventures" gives capital), with the title as its span. */
export function titleRole(a: AttendeeInput): { axis: Axis; topic: Topic; span: string } | null {
  const title = normalize(`${a.title ?? ''} ${a.company ?? ''}`);
  const hit = TITLE_ROLES.find(([re]) => re.test(title));
  return hit ? { axis: hit[1], topic: hit[2], span: [a.title, a.company].filter(Boolean).join(', ') } : null;
}
