import { normalize } from './text.ts';

/**
 * Rule `grant-sides`: words in which a speaker gives grants. The topic classifier reads a grant
 * body's text ("we award grants", "applicants welcome") as often as a grant need as an offer, since
 * a call and an application share every word; who does the giving says which side the speaker is
 * on. Three structures, written from general knowledge: the speaker awards, runs or funds grant
 * programmes ("we award small grants", "I manage a fellowship scheme"), names a programme as
 * their own ("our open call", "our grant scheme"), or seeks applicants ("keen to hear from new
 * applicants", "teams ready to apply"). Help with someone else's application (grant writing,
 * co-applicants) is no giving.
 */
const GRANT_NOUN =
  '(?:grants?(?! (?:writ\\w*|applications?|funded|holders?|seekers?))|fellowships?|bursar(?:y|ies)|scholarships?|prizes?|' +
  '(?:funding|grant) (?:calls?|rounds?|programmes?|programs?|schemes?|competitions?)|open calls?|calls? for (?:proposals|applications|projects)|' +
  'grant (?:funds?|funding)|research funding|innovation funding|seed funding for)';
const GIVE_VERB = '(?:award|awards|awarding|give|gives|giving|offer|offers|offering|provide|provides|providing|run|runs|running|manage|manages|managing|administer|administers|distribute|distributes|make|makes|fund|funds|funding|open|opens|launch|launches|launched)';
const SPEAKS = new RegExp(`\\b(?:we|i|we're|i'm)(?: (?:also|currently|now|still|are|am|have|will|can|regularly|annually|each year|every year)){0,2} ${GIVE_VERB} (?:(?!(?:through|via|by|from|with|on|for)\\b)[a-z0-9']+ ){0,4}?${GRANT_NOUN}\\b`);
const OWNS = new RegExp(`\\bour (?:[a-z0-9']+ ){0,3}?(?:grant (?:programmes?|programs?|schemes?|calls?|funds?|rounds?|competitions?)|grants? programme|funding (?:calls?|programmes?|programs?|schemes?|rounds?|competitions?)|open calls?|calls? for (?:proposals|applications)|fellowships?|bursar(?:y|ies)|scholarships?)\\b`);
const SEEKS_APPLICANTS = new RegExp(
  '\\b(?:hear from|meet|meeting|find|finding|looking for|seeking|want|wants|welcome|welcomes|invite|invites|inviting|encourage|encourages|receive|attract|more|strong|new|good|eligible)(?: [a-z0-9\']+){0,3}? (?<!co )(?:applicants|applications|proposals)\\b|' +
    '\\b(?:teams|projects|startups|companies|founders|researchers|groups|organisations|organizations|charities|smes|innovators)(?: [a-z0-9\']+){0,3}? (?:ready|able|eligible|who could|who can|who want|who wish|keen|invited|welcome) to apply\\b',
);

/** Whether a text says its speaker gives grants (a grant body, a fund running a call). */
export function givesGrants(text: string): boolean {
  const t = normalize(text).replace(/-/g, ' ').replace(/\s+/g, ' ');
  return SPEAKS.test(t) || OWNS.test(t) || SEEKS_APPLICANTS.test(t);
}
