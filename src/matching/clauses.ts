import { compile, match, stemsOf } from './phrase-match.ts';
import type { Dictionary, Hit } from './phrase-match.ts';
import { GET_VERBS, GIVE_VERBS, IDENTITY_OFFERS, IMPLIED, NEED_CUES, OFFER_CUES, TOPIC_PHRASES } from './lexicon.ts';
import { parseAmount } from './amounts.ts';
import { keys, leadOf, qualifierHits, RANGE, ROLE_NOUNS, sectorsOfHits } from './qualifiers-read.ts';
import { isStopword, normalize, stem, words } from './text.ts';
import { inferSectors } from './sector-similarity.ts';
import { semanticAxis, semanticTopic } from './semantic.ts';
import type { Axis, Qualifiers, Topic } from './types.ts';

const TOPICS = compile(TOPIC_PHRASES);
const CUES = compile({ need: NEED_CUES, offer: OFFER_CUES });
/** The last written word of each cue phrase, by its stems. */
const CUE_LAST = new Map([...NEED_CUES, ...OFFER_CUES].map((p) => [stemsOf(p).join(' '), words(p).at(-1) ?? '']));
const IDENTITY = compile(IDENTITY_OFFERS as Record<string, string[]>);
const IDENTITY_LAST = new Set(Object.values(IDENTITY_OFFERS).flat().map((p) => words(p).at(-1) ?? ''));
const GIVE = new Set([...GIVE_VERBS].map(stem));
const SHOW = new Set(['show', 'demo', 'demonstrate'].map(stem));
const GET = new Set([...GET_VERBS].map(stem));

/** What one clause of a goal says: its axis (if a cue told us), topics and qualifiers. */
export interface ClauseReading {
  text: string;
  axis: Axis | null;
  topics: Topic[];
  qualifiers: Qualifiers;
  /** The only topic is "talent", inferred from a role name ("UX designer"). */
  roleOnly: boolean;
  /** Content words left after cues and qualifiers: a clause with a cue but no known topic becomes free text. */
  contentWords: number;
  /** The cue or topic is negated ("not raising right now", "no longer hiring"): the clause states nothing. */
  negated: boolean;
  /**
   * No topic phrase in the clause: the topic whose lexicon phrases are closest to one of its
   * leftover words by word vectors ("postdoc" -> research), when close enough; the caller decides
   * whether to use it. Null when a phrase matched or nothing is close.
   */
  semanticTopic: Topic | null;
  /** The semantic topic's word is a singular agent noun opening the clause ("Veteran columnist"). */
  semanticAgent: boolean;
  /** No cue phrase: the cue set (need or offer) closest to one of its leftover words, or null. */
  semanticAxis: Axis | null;
  /** The clause opens with what the speaker is ("Angel investor, …"): they offer this topic. */
  identity: Topic | null;
}

/** Splits a goal into clauses. Lists ("climate, energy and mobility") are re-joined by the caller. */
export function splitClauses(text: string): string[] {
  return text
    .split(/[.!?;]+(?=\s|$)|\n+|,\s+|(?<![\d€$£]\s*)\s+(?:and|but|plus|also|while|whereas|&)\s+(?![\d€$£])|\s+-\s+(?![€$£\d])|\s+[\u2013\u2014]\s+|(?<=[a-z])\u2014(?=[a-z])|[()]/i)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
}

/** "Any operators here …?", "Who knows …?": the clause is a question to the room. */
const asksTheRoom = (stems: readonly string[]) => ANY.has(stems[0] ?? '') || ASKER.has(stems[0] ?? '');

function axisOf(stems: string[], cues: Hit[]): Axis | null {
  // "Any operators here willing to give feedback?": a question puts the verb on the room's side.
  const asks = asksTheRoom(stems);
  // "looking to invest", "keen to mentor": the verb after "to" decides, not the cue before it.
  for (let i = 0; i < stems.length - 1; i++) {
    // "give back by advising teams": what the speaker does "by" doing is given.
    if (stems[i] === 'by' && GIVE.has(stems[i + 1] ?? '')) return 'offer';
    if (stems[i] !== 'to') continue;
    // "hunting for a technical co-founder to share the ride": a cue that has taken its object keeps its side.
    // "looking for founders to back (in climate)" still backs them: there the verb's object is the cue's.
    const verbHasObject = i + 2 < stems.length && !NOT_AN_OBJECT.has(stems[i + 2] ?? '');
    if (verbHasObject && cues.some((c) => c.key === 'need' && c.end < i)) continue;
    const v = stems[i + 1] ?? '';
    // "to pilot our product", "to stock our range": someone else does it for us, so it is wanted.
    if (RECEIVED.has(v) && OURS.has(stems[i + 2] ?? '')) return 'need';
    // "glad to carry your products", "happy to lead your round": we do it for the addressee.
    if (RECEIVED.has(v) && YOU.has(stems[i + 2] ?? '')) return 'offer';
    // "to show you a demo", "to show people our tool": showing someone is giving; "to show our deck
    // to investors" is how one asks, so other cues decide. (Not a give verb: a stray "show" would
    // make the semantic fallback read any clause as an offer.)
    if (SHOW.has(v) && !OURS.has(stems[i + 2] ?? '')) return asks ? 'need' : 'offer';
    if (GIVE.has(v)) return asks ? 'need' : 'offer';
    if (GET.has(v)) return asks ? 'offer' : 'need';
  }
  // A self-description ("I'm a backend engineer", "as a designer") gives way to any other cue in
  // the clause: "I'm a backend engineer looking for my next role" wants a role.
  const first = cues.find((h) => !selfDescription(stems, h)) ?? cues[0];
  // "If you know backend engineers open to a new challenge, …": a referral request, so what it names is wanted.
  if (stems[0] === 'if' && YOU.has(stems[1] ?? '') && KNOW.has(stems[2] ?? '')) return 'need';
  // "If you're raising in climate, I'd love to see your deck": the addressee wants it, the speaker gives.
  if (stems[0] === 'if' && YOU.has(stems[1] ?? '') && first) return first.key === 'need' ? 'offer' : 'need';
  // "office hours for founders who want a second opinion": a cue in a relative clause says what
  // the people described want or give, so the speaker stands on the other side.
  // "I manage a fund that gives grants": a relative clause on the speaker's own thing keeps its cue.
  const ownsSubject = first !== undefined && stems.slice(0, Math.max(0, first.start - 1)).some((x) => FIRST_PERSON.has(x));
  if (first && first.start > 0 && RELATIVE.has(stems[first.start - 1] ?? '') && !ownsSubject) return first.key === 'need' ? 'offer' : 'need';
  // "Any professors working on batteries?" asks for what it names; "Anyone here writing seed
  // cheques into climate?" asks the room to give, so the speaker wants.
  // "Who knows a good channel partner …?", "If you host a podcast, …": asking the room or
  // describing the addressee without a cue names what the speaker wants.
  if (asks && (!first || first.key === 'offer')) return 'need';
  // "Anyone need a supplier?", "Who needs a co-packer?": the room is asked
  // what it wants, so the speaker offers it.
  if (ASKER.has(stems[0] ?? '') && first?.key === 'need' && first.start <= 2 && !stems.slice(first.start, first.end).includes('help')) return 'offer';
  return first ? (first.key as Axis) : null;
}
const OWN_PREPS = new Set(['for', 'of', 'into', 'across', 'in', 'at', 'with'].map(stem));
const BECOME = new Set(['as', 'be', 'being', 'become', 'becoming'].map(stem));
/** Words that share a stem with a topic word but name none: "custom" (customer), "care homes" (career). */
const NOT_TOPIC_WORDS = new Set(['custom', 'customised', 'customized', 'customise', 'customize', 'care', 'cares']);
const SELL = new Set(['sell', 'sells', 'selling', 'sold'].map(stem));
const BUY = new Set(['buy', 'buys', 'buying', 'purchase', 'purchasing', 'procure', 'procuring', 'shopping', 'rfp', 'tender'].map(stem));
/** Need cues that, with the speaker as object, invite rather than ask. */
const INVITE = new Set(['find', 'meet', 'see'].map(stem));
const RELATIVE = new Set(['who', 'that', 'which', "who'd", 'whod', "who'll"].map(stem));

/**
 * The speaker's side of a sale from a buying or selling verb. After a relative or question word
 * ("a vendor who sells …", "companies that buy …", "who runs purchasing …") the verb describes
 * the person wanted, so the speaker is on the other side; "to buy our product" is the seller's.
 */
function marketRole(stems: readonly string[], raw: readonly string[]): 'buyer' | 'seller' | null {
  for (let i = 0; i < stems.length; i++) {
    const s = stems[i]!;
    if (/ers?$/.test(raw[i] ?? '')) continue; // "sellers", "buyers" name a party, not what the speaker does
    const sells = SELL.has(s);
    if (!sells && !BUY.has(s)) continue;
    // "I've built and sold two companies": selling a company is an exit, not a sale of products.
    // ("we sell to companies" still sells: the company there is the buyer.)
    const object = stems.slice(i + 1, i + 4);
    if (sells && object.some((x) => ORG_NOUNS.has(x)) && !object.some((x) => x === 'to' || x === 'into')) continue;
    if (!sells && stems[i - 1] === 'to' && OURS.has(stems[i + 1] ?? '')) return 'seller';
    const relative = stems.slice(0, i).some((x) => RELATIVE.has(x)); // "who runs purchasing at …", "buyers who could …"
    return sells !== relative ? 'seller' : 'buyer';
  }
  return null;
}
/** Words after "to <verb>" that start no object of the verb: "founders to back in climate", "… to close this quarter". */
const NOT_AN_OBJECT = new Set(['in', 'at', 'with', 'on', 'from', 'across', 'into', 'for', 'over', 'this', 'next', 'early', 'now'].map(stem));
const RECEIVED = new Set(['lead', 'back', 'fund', 'finance', 'join', 'pilot', 'buy', 'license', 'distribute', 'stock', 'resell', 'feature', 'cover', 'test', 'try', 'trial', 'carry'].map(stem));
const OURS = new Set(['our', 'my', 'us', 'me'].map(stem));
const YOU = new Set(['you', "you're", 'youre', 'your', "you've", "you'd"].map(stem));
const KNOW = new Set(['know', 'knows', 'meet', 'met'].map(stem));
const ASKER = new Set(['anyone', 'anybody', 'who', "who's", 'whos'].map(stem));
const ANY = new Set(['any', 'anyone', 'anybody'].map(stem));
const SELF_DESCRIPTION = new Set(['i am a', "i'm a", 'as a'].map((p) => stemsOf(p).join(' ')));
const selfDescription = (stems: readonly string[], h: Hit) => SELF_DESCRIPTION.has(stems.slice(h.start, h.end).join(' '));

/**
 * "Angel investor, …", "Distributor covering Berlin", "I'm a mentor": a singular agent noun that
 * opens the clause (a few words in, nothing but a self-description cue before it, not part of a
 * role name) says what the speaker gives. "looking for an investor" or "investors" do not.
 */
function identityOf(stems: readonly string[], surface: readonly string[], cues: Hit[], roleHits: Hit[]): Topic | null {
  for (const h of match(IDENTITY, stems)) {
    const self = cues.some((c) => c.end <= h.start && selfDescription(stems, c));
    if (h.start > (self ? 5 : 2)) break;
    if (cues.some((c) => c.start < h.start && !selfDescription(stems, c))) break;
    if (roleHits.some((r) => r.start < h.end && h.start < r.end)) continue;
    if (!IDENTITY_LAST.has(surface[h.end - 1] ?? '')) continue; // a plural (or another word) is someone wanted
    return h.key as Topic;
  }
  return null;
}

const FIRST_PERSON = new Set(['our', 'my', 'we', 'i', 'us', "we're", "i'm", "we've", "i've", 'im'].map(stem));
const TALENT_TOPICS: Topic[] = ['talent', 'job', 'cofounder'];

/**
 * Negation scope: a negator ("not", "never", "don't", "no longer", "no need") within three words
 * before the first cue or topic word cancels what the clause states. "not only" is not a negation.
 */
export function isNegated(stems: readonly string[], firstContent: number): boolean {
  if (firstContent < 0) return false;
  // "Not looking to join boards or advise": a clause that opens with a negator denies all of it.
  if (NEGATORS.has(stems[0] ?? '') && !NOT_NEGATING.has(stems[1] ?? '')) return true;
  for (let i = Math.max(0, firstContent - 3); i < firstContent; i++) {
    const w = stems[i] ?? '';
    const next = stems[i + 1] ?? '';
    if (NEGATORS.has(w) && !NOT_NEGATING.has(next)) return true;
    if (w === 'no' && (next === stem('longer') || next === stem('need') || next === 'interest')) return true;
  }
  return false;
}
/** "not only", "not just", "not sure where to start": no denial. */
const NOT_NEGATING = new Set(['only', 'just', 'sure'].map(stem));
const NEGATORS = new Set(["not", "never", "don't", 'dont', "doesn't", "isn't", "aren't", "won't", "can't", 'cannot', "we're not", 'nor'].map(stem));

/** "happy to chat … about hiring": a topic after a conversation verb and "about"/"on" is the subject of advice. */
const TALK_VERBS = new Set(['chat', 'talk', 'speak', 'discuss', 'share', 'swap', 'compare', 'exchange', 'tips', 'notes'].map(stem));
const ABOUT = new Set(['about', 'on', 'around', 'regarding'].map(stem));
/** Joining someone else's organisation is a job search ("would love to join a fintech startup"). */
const ORG_NOUNS = new Set(['startup', 'startups', 'company', 'scaleup', 'firm', 'team', 'venture', 'organisation', 'organization'].map(stem));
const ARTICLES = new Set(['a', 'an', 'the', 'some', 'another'].map(stem));
/** Verbs of putting money in: who does them is the investor. */
const INVEST = new Set(['invest', 'back', 'fund', 'finance', 'deploy', 'write'].map(stem));
/** Public and charitable bodies: the money they give or receive is a grant. */
const PUBLIC_MONEY = new Set(['council', 'councils', 'municipality', 'municipal', 'ministry', 'government', 'governmental', 'charity', 'charities', 'charitable', 'nonprofit', 'nonprofits', 'non-profit', 'non-profits', 'programme'].map(stem));
/** What one raises besides money: "raise our profile", "raising awareness". */
const NOT_MONEY = new Set(['profile', 'visibility', 'awareness', 'brand', 'question', 'questions', 'concern', 'concerns', 'issue', 'issues', 'bar', 'game', 'voice', 'standard', 'standards', 'kids', 'family', 'children'].map(stem));
/** Words of asking for a meeting: no content of their own. */
const SMALL_TALK = new Set(['minute', 'minutes', 'time', 'your', 'coffee', 'chat', 'call', 'quick', 'hi', 'hello', 'moment', 'conversation', 'drink', 'lunch', 'few', 'five', 'ten', 'fifteen', 'twenty', 'thirty', 'really', 'come', 'say'].map(stem));
const RAISE_CUES = new Set(['raising', 'raise', 'fundraising'].map((p) => stemsOf(p).join(' ')));
const SOLO = new Set(['solo', 'sole', 'lone', 'non', 'technical'].map(stem));
const WANTED = new Set(['wanted', 'needed', 'hiring', 'recruiting'].map(stem));
/** Advice words that mostly describe someone ("experienced", "seasoned"): advice only when nothing else is said. */
const WEAK_ADVICE = new Set(['experience', 'experienced', 'seasoned', 'expertise'].map((p) => stemsOf(p).join(' ')));

/** Whose advice an advice phrase names ("under my wing", "pick your brain"), by its possessive. */
const ADVICE_OWNER: Record<string, Axis> = { my: 'offer', i: 'offer', your: 'need', their: 'need' };

/** Adverbs between subject and verb: "we still have dry powder" is "we have", "we actually make" is "we make". */
const ADVERBS = new Set(['still', 'also', 'really', 'actually', 'just', 'already', 'currently', 'typically', 'usually', 'always', 'genuinely', 'mainly', 'mostly', 'primarily'].map(stem));

/** `match` over the stems without adverbs; hits index the original stems (an adverb inside a hit is spanned). */
function matchPastAdverbs(dict: Dictionary, stems: readonly string[]): Hit[] {
  if (!stems.some((s) => ADVERBS.has(s))) return match(dict, stems); // the usual case: nothing to skip
  const kept = stems.flatMap((s, i) => (ADVERBS.has(s) ? [] : [i]));
  return match(dict, kept.map((i) => stems[i]!)).map((h) => ({ ...h, start: kept[h.start]!, end: kept[h.end - 1]! + 1 }));
}

export function readClause(text: string): ClauseReading {
  const stems = stemsOf(text);
  // The written words, once: cue, role, identity and sector readings all index into them.
  const raw = words(text);
  // "raise our profile", "raising awareness": raising something other than money is no fundraising.
  const raisesOther = (h: Hit) => RAISE_CUES.has(stems.slice(h.start, h.end).join(' ')) && stems.slice(h.end, h.end + 3).some((x) => NOT_MONEY.has(x));
  // "come find me", "meet us at our booth": an invitation makes the speaker the one found, so it is no need.
  const invites = (h: Hit) => h.key === 'need' && INVITE.has(stems.slice(h.start, h.end).join(' ')) && OURS.has(stems[h.end] ?? '');
  // "a provider who can …" is no "provide": an agent noun sharing a cue verb's stem names a person.
  const cueHits = matchPastAdverbs(CUES, stems).filter(
    (h) => (!/(?:er|or)s?$/.test(raw[h.end - 1] ?? '') || /(?:er|or)s?$/.test(CUE_LAST.get(stems.slice(h.start, h.end).join(' ')) ?? '')) && !raisesOther(h) && !invites(h),
  );
  let axis = axisOf(stems, cueHits);
  // "… and raising your seed round, come find me": the addressee's raise is what the speaker would fund.
  if (cueHits.some((h) => RAISE_CUES.has(stems.slice(h.start, h.end).join(' ')) && YOU.has(stems[h.end] ?? ''))) axis = 'offer';
  const { sectorHits, geoHits, stageKeys, masked, surface, roleHits } = qualifierHits(text, stems, raw);
  let topicHits = match(TOPICS, masked).filter((h) => !(h.key === 'capital' && raisesOther(h)));
  const overlapsRole = (h: Hit) => roleHits.some((r) => h.start < r.end && r.start < h.end);
  if (roleHits.length > 0 && topicHits.some((h) => TALENT_TOPICS.includes(h.key as Topic) || overlapsRole(h))) {
    // A role name is only a role: "we need data scientists" is hiring, not research.
    const withoutRoles = [...masked];
    for (const h of roleHits) for (let i = h.start; i < h.end; i++) withoutRoles[i] = '';
    topicHits = match(TOPICS, withoutRoles);
  }
  // "custom parts", "custom software": the adjective shares its stem with "customer" but names none.
  topicHits = topicHits.filter((h) => !(h.end - h.start === 1 && NOT_TOPIC_WORDS.has(raw[h.start] ?? '')));
  // "Sourcing organic cotton", "a reliable source of cells": only the plural "sources" are a reporter's.
  topicHits = topicHits.map((h) => (h.key === 'story' && h.end - h.start === 1 && /^sourc(?:e|ing)$/.test(raw[h.start] ?? '') ? { ...h, key: 'supply' } : h));
  // "from pilot to scale-up", "from idea to launch", "beyond the pilot phase": a step of a progression names nothing wanted.
  const step = (h: Hit) => (h.end - h.start === 1 && stems[h.start - 1] === 'from' && RANGE.has(stems[h.end] ?? '')) || (h.key === 'customers' && PHASE.has(stems[h.end] ?? ''));
  topicHits = topicHits.filter((h) => !step(h));
  // "We have paying customers now", "with a signed LOI": customers the speaker already has are traction, not wanted.
  // "Anyone have contacts with buyers?" asks for them.
  // "We have pilot slots open" has openings to give, which is custom on offer.
  const had = (h: Hit) => h.key === 'customers' && ![stems[h.end - 1], stems[h.end]].some((w) => OPENINGS.has(w ?? '')) && stems.slice(Math.max(0, h.start - 3), h.start).some((x) => HAVE.has(x));
  if (!asksTheRoom(stems) && !cueHits.some((c) => c.key === 'need')) topicHits = topicHits.filter((h) => !had(h));
  const owned = (h: Hit) => OURS.has(stems[h.start - 1] ?? '');
  let topics = [...new Set(topicHits.map((h) => h.key as Topic))];
  // "a solution for our factories": what follows "for our" is the speaker's own, not what is wanted.
  // "an integration with our platform": the phrase may itself start with "our".
  const ownObject = (h: Hit) => [0, 1, 2, 3].some((k) => OURS.has(stems[h.start - k] ?? '') && OWN_PREPS.has(stems[h.start - k - 1] ?? ''));
  const ownOnly = topics.filter((t) => topicHits.every((h) => h.key !== t || ownObject(h)));
  if (ownOnly.length > 0 && ownOnly.length < topics.length) topics = topics.filter((t) => !ownOnly.includes(t));
  // "founders to feature", "people to interview": a subject with its purpose verb is wanted, whatever verb follows the cue.
  if (topicHits.some((h) => h.key === 'story' && stems.slice(h.start, h.end).includes('to'))) axis = 'need';
  // "our story in front of reporters": the speaker's own story is told through the press.
  // "our founder story", "our climate story": a word may stand between the owner and the story.
  if (topics.includes('story') && topicHits.some((h) => h.key === 'story' && (owned(h) || OURS.has(stems[h.start - 2] ?? '')))) topics = topics.map((t) => (t === 'story' ? 'press' : t));
  let roles = keys(roleHits);
  const amount = parseAmount(text);
  const has = (t: Topic) => topics.includes(t);
  let roleOnly = false;

  // Disambiguation rules, each for a phrasing seen in real goals.
  // Only when the talk partner is not itself a topic: "talking to VCs about our seed" still wants capital.
  const talk = stems.findIndex((w) => TALK_VERBS.has(w));
  const about = talk < 0 ? -1 : stems.findIndex((x, i) => i > talk && ABOUT.has(x));
  const partner = topicHits.some((h) => h.start < about && h.key === 'dealflow'); // "with founders about pricing"
  // "talk to me about our grant scheme": the speaker's own programme is what is on offer, not advice.
  const ownAfter = about > 0 && topicHits.some((h) => h.start > about && h.key !== 'advice' && stems.slice(about + 1, h.start).some((x) => OURS.has(x)));
  const talkAbout = about > 0 && !ownAfter && (partner || topicHits.some((h) => h.start > about)) && !topicHits.some((h) => h.start < about && h.key !== 'dealflow');
  if (talkAbout) topics = ['advice']; // "happy to chat with founders about hiring"
  else if (ownAfter && !has('capital')) axis = 'offer'; // "happy to talk about our zero-equity awards" gives them
  const joinsOrg = stems.some((w, i) => w === 'join' && ARTICLES.has(stems[i + 1] ?? '') && stems.slice(i + 2, i + 6).some((x) => ORG_NOUNS.has(x)));
  if (joinsOrg) topics = ['job']; // "would love to join a fintech startup" wants a job
  // "advice on fundraising" is advice, not capital; "experienced data scientist" is no advice.
  const strongAdvice = topicHits.some((h) => h.key === 'advice' && !WEAK_ADVICE.has(stems.slice(h.start, h.end).join(' ')));
  if (has('advice')) topics = strongAdvice || topics.length === 1 ? ['advice'] : topics.filter((t) => t !== 'advice');
  // "our council has money set aside", "we fund non-profits": money from or for public and charitable bodies is a grant.
  if (has('capital') && stems.some((x) => PUBLIC_MONEY.has(x))) topics = topics.map((t) => (t === 'capital' ? 'grant' : t));
  if (has('grant')) topics = ['grant']; // "grant funding for our research" wants a grant
  if (has('cofounder')) topics = topics.filter((t) => t !== 'talent' && t !== 'partnership' && t !== 'dealflow');
  if (has('story')) topics = topics.filter((t) => t !== 'dealflow' && t !== 'press');
  if (has('research')) topics = topics.filter((t) => t !== 'partnership' && t !== 'solution');
  if (has('customers')) topics = topics.filter((t) => t !== 'solution'); // "pilots for our product"
  if (has('supply')) topics = topics.filter((t) => t !== 'solution' && t !== 'story'); // "a co-packer for our products", "sourcing"
  if (has('capital') && has('solution')) topics = topics.filter((t) => t !== 'solution'); // "to scale our platform"
  const firstNeedCue = cueHits.find((h) => h.key === 'need' && !RAISE_CUES.has(stems.slice(h.start, h.end).join(' ')));
  if (firstNeedCue && has('dealflow') && topicHits.every((h) => h.key !== 'dealflow' || h.end <= firstNeedCue.start)) {
    // "Solo founder seeking a CTO": the founder is the speaker, not the one wanted.
    topics = topics.filter((t) => t !== 'dealflow');
    if (roleHits.length > 0 && stems.slice(0, firstNeedCue.start).some((w) => SOLO.has(w))) topics = ['cofounder'];
  }
  if (has('distribution')) topics = topics.filter((t) => t !== 'solution' && t !== 'customers' && t !== 'partnership');
  if (has('capital') && has('dealflow')) {
    // "our startup is raising" wants capital; "founders raising their seed" is deal flow.
    // "I'm here to meet founders raising …": founders met or found right before the raise are the ones raising.
    const raiseAt = (i: number) => cueHits.some((c) => c.start === i && RAISE_CUES.has(stems.slice(c.start, c.end).join(' ')));
    const theirs = topicHits.some((h) => h.key === 'dealflow' && raiseAt(h.end) && stems.slice(0, h.start).some((x) => GET.has(x)));
    // "Seeking a lead investor for a Berlin startup": money wanted first, the startup after it is who it is for.
    const firstAt = (t: Topic) => topicHits.find((h) => h.key === t)?.start ?? -1;
    const forIt = axis === 'need' && firstAt('capital') >= 0 && firstAt('capital') < firstAt('dealflow');
    const own = (stems.some((s) => FIRST_PERSON.has(s)) && !stems.includes(stem('invest')) && !theirs) || forIt;
    topics = topics.filter((t) => t !== (own ? 'dealflow' : 'capital'));
    if (!own && axis === 'offer') topics = topics.map((t) => (t === 'dealflow' ? 'capital' : t));
  }
  // "startups"/"founders" alone are just nouns unless the clause is about money or asks for them.
  if (has('dealflow') && topics.length > 1) topics = topics.filter((t) => t !== 'dealflow');
  if (has('dealflow') && axis === null) topics = [];
  if (has('dealflow') && axis === 'offer') topics = topics.map((t) => (t === 'dealflow' ? 'capital' : t));
  // "If you back founders at seed", "anyone who backs companies at Series A": the addressee or the
  // person described invests, so the speaker wants the money (not "a fund that backs", said of our own).
  const othersInvest = cueHits.some(
    (h) => h.key === 'offer' && INVEST.has(stems[h.end - 1] ?? '') && (YOU.has(stems[h.start - 1] ?? '') || RELATIVE.has(stems[h.start - 1] ?? '')) && !stems.slice(0, h.start).some((x) => FIRST_PERSON.has(x)),
  );
  if (othersInvest && (has('dealflow') || has('capital'))) {
    topics = [...new Set(topics.map((t) => (t === 'dealflow' ? 'capital' : t)))];
    axis = 'need';
  }
  if (topics.length === 0 && (stageKeys.length > 0 || amount !== null)) topics = ['capital']; // "closing our Series B (€29M)"
  if (roles.length > 0 && (topics.length === 0 || (topics.length === 1 && has('solution')))) {
    topics = ['talent'];
    roleOnly = true;
    // "UX designer exploring new opportunities": a singular role as the subject of a need cue
    // describes the speaker, who wants a job; "senior devs wanted" still hires.
    const first = roleHits[0];
    // "Seeking backend engineers": the head noun may follow a one-word role ("backend").
    const after = raw[first ? first.end : -1] ?? '';
    const surface = (ROLE_NOUNS.has(normalize(after)) ? after : raw[first ? first.end - 1 : -1]) ?? '';
    const selfSubject = first !== undefined && first.start <= 1 && !surface.endsWith('s') && !stems.some((x) => WANTED.has(x));
    if (selfSubject && axis === 'need') {
      topics = ['job'];
      roleOnly = false;
    }
  }
  if (topics.some((t) => TALENT_TOPICS.includes(t))) topics = topics.filter((t) => t !== 'solution'); // "as a product designer"
  if (has('talent') && has('job')) topics = topics.filter((t) => t !== (axis === 'need' ? 'job' : 'talent'));
  // Uncorrected words: "Investoren" corrected to "investor" is no self-description.
  const identity = identityOf(stems, raw, cueHits, roleHits);
  // "Distributors, retail, Berlin": a plural agent noun heading a clause without a cue names who is wanted.
  const wantedParty = cueHits.length === 0 && match(IDENTITY, stems).some((h) => h.start === 0 && topics.includes(h.key as Topic) && /s$/.test(raw[h.end - 1] ?? '') && !IDENTITY_LAST.has(raw[h.end - 1] ?? ''));
  if (wantedParty && axis === null) axis = 'need';
  const counterpart = identity ? IMPLIED[`offer:${identity}`]?.topic : undefined; // "Journalist … looking for stories"
  if (identity && (topics.length === 0 || topics.includes(identity) || (counterpart !== undefined && topics.includes(counterpart)))) {
    // The speaker's own topic leads; deal flow beside an investor's identity is its implied half.
    topics = [identity, ...topics.filter((t) => t !== identity && !(identity === 'capital' && t === 'dealflow'))];
    if (identity === 'press') topics = topics.filter((t) => t !== 'dealflow'); // founders to interview are stories
    roleOnly = false;
  }
  topics = [...new Set(topics)].slice(0, 3);
  // Buying and selling say which side of a sale the speaker is on, whatever cue comes with them:
  // "we sell to procurement teams" wants customers, "we want to buy … solutions" wants a product.
  const role = topics.every((t) => t === 'customers' || t === 'solution') ? marketRole(stems, raw) : null;
  if (role && topics.length === 0) {
    // "companies that buy our sensors": the verb alone names the sale; each side wants the other.
    topics = [role === 'seller' ? 'customers' : 'solution'];
    axis = 'need';
  } else if (role) axis = (role === 'seller') === has('customers') ? 'need' : 'offer';
  // "teams wanting us as a reference", "we'd be your first customer": the speaker becomes the customer.
  const becomes = topicHits.some((h) => {
    if (h.key !== 'customers') return false;
    const k = stems.slice(Math.max(0, h.start - 4), h.start).findLastIndex((x) => BECOME.has(x));
    const at = Math.max(0, h.start - 4) + k;
    return k >= 0 && !OURS.has(stems[at + 1] ?? '') && stems.slice(Math.max(0, at - 3), at).some((x) => FIRST_PERSON.has(x));
  });
  if (becomes && topics.includes('customers')) axis = 'offer';
  // "founders to take under my wing": advice worded in the first person is the
  // speaker's to give; "to pick your brain", "pick their brain" asks for someone else's.
  const adviceWords = topics.includes('advice') ? topicHits.filter((h) => h.key === 'advice').flatMap((h) => stems.slice(h.start, h.end)) : [];
  const adviceSide = adviceWords.map((x) => ADVICE_OWNER[x]).find((x) => x !== undefined);
  if (adviceSide) axis = adviceSide;
  if (!topics.some((t) => TALENT_TOPICS.includes(t))) roles = []; // "go-to-market" names no role

  // "already we have first revenue": possession with no known topic is traction, not something offered.
  if (topics.length === 0 && axis === 'offer' && cueHits.every((h) => HAVE.has(stems[h.end - 1] ?? ''))) axis = null;
  const lead = leadOf(stems);
  const used = new Set<number>();
  for (const h of [...topicHits, ...cueHits]) for (let i = h.start; i < h.end; i++) used.add(i);
  // "Would love five minutes", "twenty minutes of your time": asking for a meeting names nothing to match on.
  const contentWords = stems.filter((s, i) => !used.has(i) && masked[i] !== '' && s.length > 2 && !SMALL_TALK.has(s)).length;
  const firstContent = [...used].sort((x, y) => x - y)[0] ?? -1;
  const negated = isNegated(stems, firstContent);
  if (negated) {
    topics = [];
    axis = null;
  }
  let sectors = sectorsOfHits(stems, sectorHits);
  if (sectors.length === 0 && topics.length > 0 && !topics.includes('other')) {
    // No sector word from the list: infer one from the words nobody else claimed, by similarity.
    const inRole = (i: number) => roleHits.some((h) => h.start <= i && i < h.end); // "UX designer" is a role, not fashion
    const residual = raw.filter((w, i) => masked[i] !== '' && !used.has(i) && !inRole(i) && !isStopword(w) && !/\d/.test(w));
    sectors = inferSectors(residual);
  }
  // Semantic fallbacks (see semantic.ts): only words no phrase, qualifier or role claimed.
  const leftover = surface.filter((_, i) => !used.has(i) && masked[i] !== '' && !roleHits.some((h) => h.start <= i && i < h.end));
  const semTopic = !negated && topics.length === 0 && contentWords > 0 ? semanticTopic(leftover) : null;
  const semAxis = !negated && axis === null && (topics.length > 0 || semTopic) ? semanticAxis(leftover.filter((w) => w !== semTopic?.word)) : null;
  return {
    text,
    axis,
    topics,
    roleOnly,
    semanticTopic: semTopic?.topic ?? null,
    // "Veteran columnist": a singular agent noun near the start is who the speaker is.
    semanticAgent: semTopic !== null && /(?:ist|er|or|ant|ian)$/.test(semTopic.word) && surface.indexOf(semTopic.word) <= 2,
    semanticAxis: semAxis?.axis ?? null,
    identity: negated || !identity || !topics.includes(identity) ? null : identity,
    contentWords: negated ? 0 : contentWords,
    negated,
    qualifiers: {
      sectors,
      stages: stageKeys,
      geographies: keys(geoHits),
      roles,
      amount,
      lead: topics.includes('capital') ? lead : null,
    },
  };
}

/** Possession words: what follows is already the speaker's. */
const HAVE = new Set(['have', 'has', 'had', 'got', 'with'].map(stem));
/** Nouns that make a customer word a phase of the company: "the pilot stage". */
const PHASE = new Set(['stage', 'phase'].map(stem));
const OPENINGS = new Set(['slot', 'slots', 'spot', 'spots', 'place', 'places', 'capacity', 'budget'].map(stem));
