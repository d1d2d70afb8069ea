import { ruleOn } from './rules.ts';
import type { Axis, Topic } from './types.ts';

/**
 * Cheap lexical cues of direction, beside the sentence vector, for the direction classifier:
 * wording of seeking ("looking for", "we need", "who here …") and of providing ("we make",
 * "happy to", "I can"), a question to the room, and an addressed condition ("if you …", whose
 * verbs describe the other person). General English, not topic words: the classifier learns
 * from the labelled examples how much each cue counts.
 */
const SEEK = /\b(?:look(?:ing|s)? (?:for|to (?:find|meet|hire|raise|recruit|partner|connect|talk|speak|hear|learn|work|join|collaborate|buy|source|get))|(?:we are|we're|i am|i'm) looking (?!(?:for|to|at|into|towards?|forwards?|across|ahead|around|after|back|over|through|beyond|sideways|always|perhaps|is|was|this)\b)(?=[a-z]{3,}s\b)|seek(?:s|ing)?|search(?:es|ing)?(?: for)?|hunt(?:ing)? for|need(?:s|ed|ing)?|want(?:s|ed|ing)?|hop(?:e|es|ing) to|(?:would|i'd|we'd)(?: really| very much| so| also| greatly| definitely)? (?:like|love|appreciate|welcome|value)|eager to (?:find|meet|hear|talk|learn|connect)|love to (?:meet|hear|talk|connect)|keen to (?:find|meet|hear|talk|get|connect|learn|speak)|trying to|short of|lack(?:s|ing)?|struggl\w*|in the market for|require[sd]?|wish(?:es)? to|interested in (?:meeting|finding|hearing|talking)|could use|after (?:a|an|some)|what (?:i|we) (?:don't|do not|can't|cannot) (?:have|do)|(?:i'm|we're|i am|we are) missing|on the lookout|recruiting|hiring|raising|fundraising|applying|searching)\b/i;
const PROVIDE = /\b(?:offer(?:s|ing)?|provid(?:e|es|ing)|suppl(?:y|ies|ying)|(?:we|i)(?: also| can| currently| already)? (?:make|build|produce|sell|run|manufacture|distribute|fund|invest|back|deliver|develop|help|host|lead|award|mentor|advise|coach|teach|support|give|write|cover|operate|supply|serve|grant|finance|publish|review|share|train)s?|happy to|glad to|available (?:to|for|as)|open to (?:host|pilot|test|trial|mentor|advis|hear from|piloting|testing|trialling)|we have (?:capacity|budget|spare|openings|vacancies|funding|money|data)|can (?:help|offer|provide|host|introduce|share|supply|make|deliver|fund)|my door is open|i am an? (?:investor|angel|mentor|advisor|adviser|consultant|journalist|reporter|editor|professor|researcher|distributor|supplier|manufacturer))\b/i;
const ADDRESSED = /\b(?:if you(?:'re| are)?|anyone (?:who|here|that)|who (?:here|can|knows|has|makes|supplies)|any \w+(?: \w+)? here)\b/i;

/** [seeking, providing, question, addressed] as 0/1, for one clause. */
export function directionCues(text: string): number[] {
  return [SEEK.test(text) ? 1 : 0, PROVIDE.test(text) ? 1 : 0, /\?\s*$/.test(text.trim()) || /\?/.test(text) ? 1 : 0, ADDRESSED.test(text) ? 1 : 0];
}

/** What one sentence states by its cues alone: a direction (or none), or that it only denies. */
export interface CueReading {
  axis: 'need' | 'offer' | null;
  /** Every cue of the sentence is denied ("not raising right now", "no longer hiring"): it states nothing. */
  denied: boolean;
}

/** A denial a few words before a cue, or opening the sentence. "not only", "not just", "not sure" deny nothing. */
const NEGATOR = /\b(?:not|never|nor|no|don't|dont|doesn't|didn't|isn't|aren't|wasn't|won't|can't|cannot|haven't|hasn't)\b(?! (?:only|just|sure)\b)/i;
const OPENS_DENIED = /^\s*(?:not|never|no longer|no)\b(?!-| (?:only|just|sure)\b)/i;
const NEGATION_WINDOW = 3;

const global = (r: RegExp) => new RegExp(r.source, 'gi');
/** Why the speaker came ("just here to find a warehouse partner"): beside a denial, what the sentence states (a cue of the cue reading only, and only there). */
const HERE_TO = /\b(?:here|came|come|attending) to (?:find|meet|source|buy|hire|connect with|talk to|look for)\b/gi;
const SEEK_G = global(SEEK);
const PROVIDE_G = global(PROVIDE);

/**
 * Someone else's need, named to say whom the speaker serves: a relative clause ("OEMs who need
 * short runs", "brands that want it", "anyone who is looking for …") or an addressed condition
 * ("if you need cold storage").
 */
const OTHERS_NEED = /\b(?:(?:who|that|which)(?:'re|'s)?\s+(?:really\s+|still\s+|also\s+|often\s+|urgently\s+)?(?:needs?|wants?|requires?|(?:are|is)\s+looking\s+for|struggles?\s+(?:to|with)|lacks?)|if\s+you(?:'re|\s+are)?\s+(?:ever\s+|still\s+)?(?:need|want|looking\s+for|require))\b/gi;
/** The speaker serving them: a providing cue, or "we help / work with / take on / have / run / serve / support". */
const SERVES = /\b(?:(?:we|i)(?:'d|'ll|\s+would|\s+will|\s+can|\s+could|\s+also|\s+mainly|\s+mostly|\s+usually)?\s+(?:take\s+on|work\s+with|work\s+for|help|have|run|serve|support|partner\s+with|specialise|specialize|do)|our\s+(?:\w+\s+)?(?:team|company|firm|plant|factory|warehouse|site|service|platform|product)s?\s+(?:helps?|supports?|serves?|works?|has|have|runs?|makes?|offers?|lets?))\b/i;

/** Where a denial's reach ends: a comma or semicolon, or a word that turns to what is said instead ("not raising, just here to find …", "not raising but hiring"). */
const DENIAL_ENDS = /[,;:]|\b(?:but|just|only|instead|rather)\b/gi;

function deniedAt(text: string, index: number): boolean {
  const upTo = text.slice(0, index);
  const ends = [...upTo.matchAll(DENIAL_ENDS)];
  const last = ends.length ? ends[ends.length - 1]! : null;
  const scope = last ? upTo.slice(last.index + last[0].length) : upTo;
  const before = scope.split(/\s+/).filter(Boolean).slice(-NEGATION_WINDOW).join(' ');
  return NEGATOR.test(before);
}

/**
 * A denial narrowed to another object: ", only" and a noun phrase with no verb of its own and no
 * time ("we don't supply restaurants, only hospitals", "not hiring engineers, only nurses"); not
 * a time put off ("not raising now, only later") nor a clause of its own ("…, only looking").
 */
const RESTRICTED = /,\s*(?:but\s+)?only\s+(?!(?:later|next|after|from|in|when|once|if|until|for|now|this|that|looking|seeking|here|to|as)\b)[\p{L}\d-]+(?:\s+[\p{L}\d-]+){0,4}\s*[.!]?\s*$/iu;

/**
 * A denial before a narrowed object: the subject, the negation, the verb (with its preposition)
 * and the object denied. The negation is of the present ("don't", "not", "aren't", "no longer"):
 * "we didn't raise from funds, only angels" tells what was, not what is sought.
 */
const NARROWED = /^(?<subject>[^;:]*?)\b(?<neg>don't|dont|do not|doesn't|does not|not|aren't|are not|isn't|is not|won't|will not|can't|cannot|never|no longer)\s+(?:(?:currently|really|actively|yet)\s+)?(?<verb>(?!(?:a|an|the|any|some|only|just|sure)\b)[\p{L}-]+(?:\s+(?:in|into|for|to|with|on|at|from|about|through))?\s+)?(?<denied>[\p{L}\d'&/-]+(?:\s+[\p{L}\d'&/-]+){0,5}?)(?:\s+(?:anymore|any more|right now|now|at the moment|these days))?\s*$/iu;
/** What a negation becomes when the sentence is restated as its positive part. */
const AFFIRMED: Record<string, string> = { "aren't": 'are', 'are not': 'are', "isn't": 'is', 'is not': 'is', "won't": 'will', 'will not': 'will', "can't": 'can', cannot: 'can' };

/**
 * Rule `narrowed-denial`: a sentence that denies its verb for one object and narrows it to another
 * ("we don't invest in hardware, only software", "not hiring engineers, only nurses") states the
 * verb for that other one: it reads as its positive part ("we invest in software", "hiring
 * nurses"). Read as written, the denial makes the classifiers read nothing (or the denied object:
 * "hiring engineers"), since a sentence encoder hardly tells a denied verb from a stated one.
 * Null when the sentence is no such denial: the narrowed object must be a short noun phrase with no
 * verb or time of its own ("not raising now, only later" still only denies).
 */
export function narrowedRestatement(sentence: string): string | null {
  const turn = RESTRICTED.exec(sentence);
  if (!turn) return null;
  const m = NARROWED.exec(sentence.slice(0, turn.index));
  if (!m?.groups) return null;
  const { subject, neg, verb } = m.groups as { subject: string; neg: string; verb?: string };
  // What follows the denial, after the comma, is only the turn: nothing else is said between.
  if (m[0].length !== turn.index) return null;
  const object = turn[0].replace(/^,\s*(?:but\s+)?only\s+/i, '').replace(/[.!]?\s*$/, '');
  const affirmed = AFFIRMED[neg.toLowerCase()] ?? '';
  const out = [subject.trim(), affirmed, (verb ?? '').trim(), object].filter(Boolean).join(' ');
  return `${out.charAt(0).toUpperCase()}${out.slice(1)}.`;
}

/**
 * The cues of one sentence. A question or a sentence addressed to the room ("if you're hiring,
 * …", "anyone here looking for …?") describes the other person, so its cues state no direction
 * of the speaker's; a sentence whose cues are all denied only denies, as does one without cues
 * that opens with a denial ("not looking at startups today"); otherwise the undenied cues state a
 * direction when they all point one way.
 */
export function cuesOf(sentence: string): CueReading {
  // Rule `served-needs`: the need of a party the speaker serves ("brands that need a co-packer") is not the speaker's.
  const theirs = ruleOn('served-needs') ? [...sentence.matchAll(OTHERS_NEED)].map((m) => [m.index, m.index + m[0].length] as const) : [];
  const seek = [...sentence.matchAll(SEEK_G)].map((m) => m.index).filter((i) => !theirs.some(([a, b]) => i >= a && i < b));
  const provide = [...sentence.matchAll(PROVIDE_G)].map((m) => m.index);
  const asks = /\?/.test(sentence) || ADDRESSED.test(sentence);
  // A sentence opening with a denial denies whatever it names, cue or not ("not looking at startups today").
  if (!seek.length && !provide.length) return { axis: null, denied: !asks && OPENS_DENIED.test(sentence) };
  if (asks) return { axis: null, denied: false };
  // An opening denial reaches as far as the sentence turns to what is said instead ("not hiring
  // right now, just looking for a distributor").
  const opening = OPENS_DENIED.test(sentence) ? (new RegExp(DENIAL_ENDS.source, 'i').exec(sentence)?.index ?? sentence.length) : -1;
  const denied = (i: number) => i < opening || deniedAt(sentence, i);
  const seeks = seek.some((i) => !denied(i));
  const provides = provide.some((i) => !denied(i));
  // A denial narrowed to another object restates its verb for that one ("we don't supply
  // restaurants, only hospitals"): the cue denied before the turn is stated after it.
  if (!seeks && !provides) {
    const turn = RESTRICTED.exec(sentence);
    if (turn) {
      const s2 = seek.some((i) => i < turn.index);
      const p2 = provide.some((i) => i < turn.index);
      if (s2 !== p2) return { axis: s2 ? 'need' : 'offer', denied: false };
    }
  }
  // Beside what it denies, why the speaker came is what the sentence states.
  if (!seeks && !provides) return [...sentence.matchAll(HERE_TO)].some((m) => !denied(m.index)) ? { axis: 'need', denied: false } : { axis: null, denied: true };
  return { axis: seeks === provides ? null : seeks ? 'need' : 'offer', denied: false };
}

/**
 * Rule `cue-veto`: the cues of a goal clause's sentences veto a classifier label of the other
 * direction. Sentences whose cues state one direction ("we are hiring", "happy to advise") leave
 * no label of the other one, and a clause whose every sentence that states anything only denies
 * ("not raising right now") yields none: the encoder hardly tells seeking from providing, the
 * cue words do.
 */
export function cueVetoes(sentences: readonly CueReading[], axis: 'need' | 'offer'): boolean {
  const states = sentences.filter((r) => r.denied || r.axis !== null);
  if (states.length > 0 && states.every((r) => r.denied)) return true;
  const cued = states.map((r) => r.axis).filter((x) => x !== null);
  return cued.length > 0 && !cued.includes(axis);
}

/** Wording of buying: the speaker pays for what the clause names ("we buy", "procurement", "sourcing"). */
const BUYING = /\b(?:buy(?:s|ing)?|purchas(?:e|es|ing)|procur(?:e|es|ing|ement)|sourc(?:e|es|ing)(?! of\b)|buyer|purchaser)\b/i;

/**
 * Rule `buying-cues`: in a goal clause that speaks of buying, goods or a product read as offered
 * are wanted ("buying cardboard trays in large volumes" needs a supplier). The example bank's
 * buyers offer custom (`offer:customers`), so buying words teach the direction classifier
 * "offer", while the topic classifier reads the goods as supply: the two together would make the
 * buyer a supplier.
 */
export function buyingFlips(text: string, axis: Axis, topic: Topic): boolean {
  return axis === 'offer' && (topic === 'supply' || topic === 'solution') && BUYING.test(text);
}

/** People who give money, named as what someone seeks ("angels", "seed funds", "VCs", "family offices"). */
const INVESTOR_NOUN = String.raw`(?:angels?|investors?|vcs?|venture capitalists?|funds?|backers?|family offices?|syndicates?|lenders?|financiers?|(?:venture|vc) (?:firms?|partners?))\b`;
const INVESTOR = new RegExp(String.raw`(?<![-\w])${INVESTOR_NOUN}`, 'i');
/**
 * Words that make what follows them not the speaker's object: the one who seeks founders or deals
 * invests, and the angels they name are beside them ("startups backed by angels", "co-invest with
 * other funds", "our fellow angels"), as are the funds a fund investor invests in.
 */
const NOT_SOUGHT = /\b(?:founders?|start-?ups?|companies|company|teams?|deals?|deal ?flow|pitch(?:es)?|entrepreneurs?|portfolio|other|fellow|co-invest\w*|invest(?:s|ing)?|alongside)\b/i;
/** Funds sought to put money into ("new funds to invest in"): the speaker gives the money. */
const GIVEN_MONEY = /^\s*(?:to|we could|i could|we can|i can) (?:invest in|back|fund)\b/i;
/** How many words after a seeking cue its object may start. */
const OBJECT_WINDOW = 6;

/** The object a seeking cue names: `noun` within its first words, with no `before` word ahead of it and no `after` text behind it. */
interface SoughtObject {
  noun: RegExp;
  before: RegExp;
  after: RegExp;
}

/** Whether `sought` (the text after a seeking cue, or a need entry's whole text) names the object. */
function objectSought(sought: string, o: SoughtObject): boolean {
  const ws = sought.split(/\s+/).filter(Boolean);
  const m = o.noun.exec(ws.slice(0, OBJECT_WINDOW).join(' '));
  if (!m) return false;
  const text = ws.join(' ');
  return !o.before.test(text.slice(0, m.index)) && !o.after.test(text.slice(m.index + m[0].length));
}

/** Whether a clause (its `sentences`) seeks the object: a need entry names it anywhere, a goal after a seeking cue it does not deny. */
function clauseSeeks(sentences: readonly string[], forced: Axis | null, o: SoughtObject): boolean {
  if (forced === 'need') return objectSought(sentences.join(' '), o);
  if (forced !== null) return false;
  return sentences.some((s) => cuesOf(s).axis === 'need' && [...s.matchAll(SEEK_G)].some((m) => !deniedAt(s, m.index) && objectSought(s.slice(m.index + m[0].length), o)));
}

const INVESTORS: SoughtObject = { noun: INVESTOR, before: NOT_SOUGHT, after: GIVEN_MONEY };

/**
 * Rule `sought-investors`: a clause (its `sentences`, as `segment` cuts them) that seeks an
 * investor ("looking for security-focused angels", "hoping to meet fintech VCs", a need entry
 * "seed funds that back hardware") wants money, whatever sector qualifies the investor. The
 * topic classifier reads investor nouns with a sector beside them as the investor's role, since
 * investors name themselves that way ("fintech angel", "climate fund"), and with a seeking
 * direction that role reads as wanting deal flow; so the founder who seeks them would be read as
 * an investor. `forced` is the clause's explicit axis, if any: a need entry is itself what is
 * sought.
 */
export function seeksInvestor(sentences: readonly string[], axis: Axis, topic: Topic, forced: Axis | null): boolean {
  const investorRole = (axis === 'need' && topic === 'dealflow') || (axis === 'offer' && topic === 'capital');
  return investorRole && clauseSeeks(sentences, forced, INVESTORS);
}

/** Companies to invest in, named as what someone seeks in the plural ("security-focused founders", "climate startups"). */
const FOUNDERS = /(?<![-\w])(?:founders|start-?ups|founding teams)\b/i;
/** Words before it that make them someone else's ("other founders", "a founder"), or an investor the object. */
const NOT_INVESTEE = /\b(?:a|an|one|other|fellow|co|angels?|investors?|vcs?|funds?)\b/i;
/** Founders sought to start or join a company with ("founders who need a CTO", "two founders to start it with me"). */
const JOINED = /^\s*(?:who|that)\s+(?:need|want|are looking|look)|\b(?:to (?:join|start|found|co-?found|build)|with (?:me|us))\b/i;

const INVESTEES: SoughtObject = { noun: FOUNDERS, before: NOT_INVESTEE, after: JOINED };

/**
 * Rule `sought-investors`, its mirror: a clause that seeks founders in the plural ("looking for
 * security-focused founders", "hoping to meet hardware start-ups") wants deal flow. Beside a
 * sector the word "founders" reads to the topic classifier as the co-founder topic, which would
 * make the investor who seeks them someone starting a company; a co-founder is sought in the
 * singular ("a technical founder") or to start something with ("founders to build it with me").
 */
export function seeksInvestees(sentences: readonly string[], axis: Axis, topic: Topic, forced: Axis | null): boolean {
  return axis === 'need' && topic === 'cofounder' && clauseSeeks(sentences, forced, INVESTEES);
}

/**
 * Organisations named in the plural as what someone seeks ("two more depots", "three schools",
 * "a few retailers"): the places or firms a product is tried at or sold to.
 */
const ORGANISATIONS = /(?<![-\w])(?:hospitals|trusts|clinics|practices|surgeries|care homes|nursing homes|pharmacies|sites|schools|universities|councils|municipalities|farms|factories|plants|warehouses|depots|stores|shops|supermarkets|retailers|restaurants|hotels|fleets|customers|clients)\b/i;
/** Words before it that make them not the object (people sought "for our clinics", "at two sites", "nurses in hospitals"). */
const NOT_SITES = /\b(?:for|at|in|from|with|across|to|of|our|my|your|their|who|people|staff|someone|somebody|person|anyone)\b/i;
/** A role right after them (a compound job title: "store managers"), or places sought as employers ("clinics that are hiring", "hospitals to work at"). */
const ROLE_AFTER = /^\s*(?:\w+ )?(?:managers?|directors?|leads?|engineers?|nurses?|workers?|staff|supervisors?|assistants?|technicians?|operators?|specialists?|coordinators?|officers?|heads?)\b|^\s*(?:that|who|which)\s+(?:are\s+)?(?:hir|recruit|employ|tak(?:e|ing) on)|^\s*(?:to (?:work (?:at|in|for)|join)|where (?:i|we) (?:could|can|might)|(?:i|we) (?:could|can) (?:work|join))\b/i;

/** Words of hiring or of work sought: a clause with them ("hiring engineers and want pilot customers") does state a hire or a job. */
const HIRING = /\b(?:hir(?:e|es|ed|ing)|recruit\w*|vacanc\w*|openings?|roles?|positions?|jobs?)\b/i;

const SITES: SoughtObject = { noun: ORGANISATIONS, before: NOT_SITES, after: ROLE_AFTER };
/**
 * The same, counted ("four more schools", "two or three clinics"): what a job seeker never asks
 * for. Someone looking for work seeks employers ("looking for restaurants in Lyon"), so a
 * candidate's label turns only on a count of places.
 */
const COUNTED_SITES: SoughtObject = { noun: new RegExp(`(?<![-\\w])(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|a handful of|several|more|another)\\s+(?:(?:or|to)\\s+\\w+\\s+)?(?:more\\s+)?(?:\\w+\\s+)?${ORGANISATIONS.source.replace('(?<![-\\w])', '')}`, 'i'), before: NOT_SITES, after: ROLE_AFTER };

/**
 * Rule `sought-sites`: a clause that seeks organisations in the plural ("we need two more
 * depots", "looking for three schools to run it") wants places to use or buy what the speaker
 * makes, not staff. "We need two more X" reads to the sentence encoder like a hire whatever X is,
 * so the topic classifier gives such a clause the employer's role (or, in the word reading, the
 * candidate's); people are hired, depots and schools are not, and someone seeking a job seeks
 * places "that are hiring".
 */
export function seeksSites(sentences: readonly string[], axis: Axis, topic: Topic, forced: Axis | null): boolean {
  if (axis !== 'need' || sentences.some((s) => HIRING.test(s))) return false;
  if (topic === 'talent') return clauseSeeks(sentences, forced, SITES);
  return topic === 'job' && clauseSeeks(sentences, forced, COUNTED_SITES);
}

/** Trying a product out in real use: an evaluation, a pilot, a trial, a field test, a proof of concept. */
const TRIAL = /\b(?:evaluat(?:e|es|ed|ing|ions?)|validat(?:e|es|ed|ing|ion)|pilot(?:s|ed|ing)?|trial(?:s|led|ling|ed|ing)?|field[- ]?tests?|test[- ](?:runs?|sites?|beds?|periods?|phases?)|proofs? of concept|try (?:it|them|out))\b/i;
/**
 * Words of research, which evaluates and validates too ("validate our method with a university
 * lab", "a clinical trial of our drug", "partners for a study"): a clause with them is left alone.
 */
const STUDY = /\b(?:stud(?:y|ies)|research\w*|scien\w+|papers?|publish\w*|academic\w*|universit\w*|cohorts?|data(?:sets?)?|methods?|hypothes\w*|consortium|clinical trials?|drug trials?|phase (?:i{1,3}|[123])|randomi[sz]ed|rcts?)\b/i;
/**
 * Someone sought to run it ("someone to run our pilots"), advice or work on it ("advice on
 * evaluating robots", "to work on evaluations"), or a role named by it ("a validation engineer"):
 * not a customer.
 */
const TRIAL_STAFF: SoughtObject = {
  noun: TRIAL,
  before: /\b(?:who|someone|somebody|people|person|staff|hire|hiring|recruit\w*|advi[cs]e\w*|guidance|help|mentor\w*|tips|feedback|lessons|learn\w*|work|career)\b/i,
  after: /^\s*(?:managers?|leads?|specialists?|engineers?|coordinators?|scientists?|associates?|officers?|analysts?|nurses?)\b/i,
};
/** A place or a party offered for trying things out: "as a test site", "an evaluation partner". */
const TRIAL_PLACE = /\b(?:evaluation|test|testing|pilot|trial|validation)[- ](?:sites?|beds?|partners?|customers?|centres?|centers?|grounds?|locations?)\b/i;
/** An offer to try other people's products ("open to validating new tools", "willing to evaluate new software"). */
const TRYING_NEW = /\b(?:open to|willing to|happy to|glad to|ready to|keen to|(?:we|i) (?:can|could|would|will))\s+(?:\w+\s+){0,2}?(?:evaluat\w*|validat\w*|pilot\w*|trial\w*|test\w*|try\w*|host\w*)\b(?:\s+\S+){0,4}?\s+(?:new|young|other|start-?ups?'?|innovative|promising)\b/i;

/**
 * Rule `sought-trials`: a clause that seeks a trial of what the speaker makes ("next we want a
 * field test with a dairy's production team", a need entry "sites for a field test") wants a
 * customer to try it, whatever the topic classifier reads in the team or place named: to the
 * sentence encoder "an evaluation with a team" reads like a hire, and beside medical words like
 * research. Its mirror: a clause that offers to try other people's new products ("our depot is
 * open to validating new scanners", an offer entry "test site for automation") offers custom,
 * not research or work. Research wording (a study, data, a method, a university, a clinical
 * trial) leaves a clause alone, and so does a trial someone is hired to run.
 */
export function seeksTrial(sentences: readonly string[], axis: Axis, topic: Topic, forced: Axis | null): boolean {
  if (!['talent', 'job', 'research', 'advice'].includes(topic) || sentences.some((s) => STUDY.test(s))) return false;
  if ((topic === 'talent' || topic === 'job') && sentences.some((s) => HIRING.test(s))) return false;
  if (axis === 'need') return clauseSeeks(sentences, forced, TRIAL_STAFF);
  if (forced === 'offer') return TRIAL_PLACE.test(sentences.join(' ')) || TRYING_NEW.test(sentences.join(' '));
  return forced === null && sentences.some((s) => !SEEK.test(s) && (TRYING_NEW.test(s) || (cuesOf(s).axis === 'offer' && TRIAL_PLACE.test(s))));
}

/** A sentence the speaker means as their own statement: not a question, not addressed to the room. */
const ownStatement = (s: string) => !/\?/.test(s) && !ADDRESSED.test(s);

/** Wording of giving money: leading or making investments ("lead seed investments", "leading Series A rounds", "investment in climate tech", "first cheques"). */
const GIVES_MONEY = /\b(?:(?:co-?)?lead(?:s|ing)?\s+(?:\S+\s+){0,2}?(?:investments?|rounds?|deals?|cheques?|checks?|tickets?)|investments?\s+(?:in|into)|(?:investment|funding|capital|cheques?|checks?)\s+for\s+(?:\S+\s+){0,3}?(?:startups|start-ups|companies|founders|teams|businesses)|(?:we|i)\s+(?:also\s+|usually\s+|typically\s+)?(?:invest|back|fund|write)\b|(?:first|small|large|initial)\s+(?:cheques|checks|tickets))/i;
/** A company of the speaker's own, or their raise: who names it is the one invested in ("seed investment in our startup", "we are raising"). */
const OWN_COMPANY = /\b(?:(?:our|my)\s+(?:\S+\s+){0,2}?(?:startup|start-up|company|business|round|raise|venture|product|platform|app|team|idea)|raising|fundraising|(?:we|i)(?:'re|'m| are| am)\s+(?:a|an)\s)\b/i;

/**
 * Rule `giving-money`: at an open event (at a sided one the side tag says who gives the money), a
 * clause read as offering an investable company (the raiser's role, offered) whose wording gives
 * money, leading or making investments ("lead seed investment in climate tech", "we lead seed
 * investments", "investment for software startups") and naming no company of the speaker's,
 * offers capital. The topic classifier reads money words as either side of a round, since
 * founders and investors both write "seed investment in climate tech"; who leads, invests in a
 * sector or invests for startups is the one giving it. At any event, a clause in an investor's
 * own wording (`INVESTS`: "I lead pre-seed rounds in food processing", "we back early-stage
 * packaging startups") read as offering goods, a product, custom, people or a grant offers
 * capital: with the encoder the sector named reads as what is offered, and the side tag says
 * nothing of goods.
 */
export function givesMoney(sentences: readonly string[], axis: Axis, topic: Topic, side: 'founder' | 'investor' | null = null): boolean {
  if (axis !== 'offer') return false;
  if (topic === 'dealflow') return !side && sentences.some((s) => ownStatement(s) && (GIVES_MONEY.test(s) || investsAs(s)) && !OWN_COMPANY.test(s));
  return MISREAD_AS.includes(topic) && sentences.some((s) => ownStatement(s) && investsAs(s) && !OWN_COMPANY.test(s) && !GRANTS.test(s));
}

/**
 * What the topic classifier makes of an investor's wording read with the encoder: goods, a
 * product, custom, a seat, people, a grant. Advice and partnerships are left: investors offer
 * them beside the money ("we lead seed rounds and mentor founders").
 */
const MISREAD_AS: readonly Topic[] = ['supply', 'solution', 'customers', 'cofounder', 'talent', 'grant'];

/** Wording of grants, which funders award and investors do not ("backs ten startups a year with a grant"). */
const GRANTS = /\b(?:grants?|non-dilutive|subsid(?:y|ies|ised|ized)|bursar(?:y|ies)|fellowships?|prizes?)\b/i;

/**
 * An investor's own wording, which nothing but giving money uses: leading rounds or investments,
 * writing cheques, backing startups, deploying a fund ("leading Series A rounds in energy
 * storage", "I write first cheques", "backing founders who build robots", "deploying capital into
 * agritech"); and investing in something beside a word of rounds or startups ("we invest in battery
 * recycling at seed", "angel investing in plant proteins"), since a supplier too "invests in
 * quality ingredients".
 */
const INVESTS = /\b(?:(?:co-?)?lead(?:s|ing)?\s+(?:\S+\s+){0,3}?(?:investments?|rounds|cheques|checks|tickets)|(?:writ(?:e|es|ing)|cut(?:s|ting)?)\s+(?:\S+\s+){0,3}?(?:cheques|checks|tickets)|(?:first|small|initial)\s+(?:cheques|checks|tickets)|back(?:s|ing)?\s+(?!up\b)(?:\S+\s+){0,3}?(?:start-?ups|founders|companies|teams|ventures)|deploy(?:s|ing)?\s+(?:\S+\s+){0,3}?(?:capital|funds?|money)|follow(?:s|ing)?\s+(?:on\s+|in\s+)?(?:\S+\s+){0,2}?(?:rounds|deals|investments))\b/i;
const INVESTING = /\b(?:invest(?:s|ing)?\s+in(?:to)?|investments?\s+in(?:to)?)\b/i;
const ROUND_WORDS = /\b(?:pre-?seed|seed|series [a-e]|early[- ]stage|rounds?|tickets?|cheques?|checks?|start-?ups?|founders|angels?|portfolio|fund)\b|\d\s*(?:k|m|mn|million)\b/i;

function investsAs(s: string): boolean {
  return INVESTS.test(s) || (INVESTING.test(s) && ROUND_WORDS.test(s.replace(INVESTING, ' ')));
}

/** Investors named as peers: other ones, fellow ones, or those who invest beside the speaker ("other fund managers", "fellow angels", "co-investors"). */
const PEER_INVESTORS = /(?<![-\w])(?:(?:other|fellow|more)\s+(?:\S+\s+)?(?:fund managers?|investors?|angels?|vcs?|venture capitalists?|gps|lps|funds|family offices|syndicates|backers|allocators)|co-?investors?|(?:investors?|angels?|vcs?|funds) to co-?invest with)\b/i;
/** Wording of seeking to meet someone, beside the seeking cues: "here to meet", "connect with". */
const MEETS = /\b(?:meet(?:ing)?|connect(?:ing)? with|talk(?:ing)? (?:to|with)|get to know|network(?:ing)? with|compare notes with|swap notes with|find|finding)\b/gi;

/**
 * Rule `sought-peers`: a clause that seeks other investors as peers ("mostly here to meet other
 * fund managers, not startups", "keen to meet fellow angels", "looking for co-investors") wants
 * a partnership with them, not deal flow, and offers the room no money: the topic classifier
 * reads investor nouns as the investor's role, so such a clause would read as giving money to
 * (or wanting deals from) the founders it sets aside.
 */
export function seeksPeers(sentences: readonly string[], axis: Axis, topic: Topic, forced: Axis | null): boolean {
  if (!['capital', 'dealflow'].includes(topic) || forced === 'offer') return false;
  if (forced === 'need') return PEER_INVESTORS.test(sentences.join(' '));
  return sentences.some((s) => {
    if (!ownStatement(s)) return false;
    const cues = [...s.matchAll(SEEK_G), ...s.matchAll(MEETS)].filter((m) => !deniedAt(s, m.index));
    return cues.some((m) => {
      const after = s.slice(m.index + m[0].length).split(/\s+/).filter(Boolean).slice(0, OBJECT_WINDOW).join(' ');
      const hit = PEER_INVESTORS.exec(after);
      return !!hit && !NOT_PEER.test(after.slice(0, hit.index));
    });
  });
}
/** Words before the peers that make someone else the object ("startups backed by other funds", "deals alongside other VCs"). */
const NOT_PEER = /\b(?:founders?|start-?ups?|companies|company|teams?|deals?|deal ?flow|pitch(?:es)?|entrepreneurs?|portfolio|backed|alongside|beside|with)\b/i;

/** Places a business runs that serve the public: what running them describes is the business ("we run 12 restaurants"), not what it offers at an event. */
const PREMISES = /(?:restaurants?|caf[eé]s?|coffee shops?|bars?|pubs?|bistros?|hotels?|guest ?houses?|hostels?|shops?|stores?|boutiques?|supermarkets?|bakeries|bakery|salons?|gyms?|spas?|cinemas?|garages?|pharmacies|pharmacy|clinics?|surgeries|dental practices?|care homes?|nursing homes?|nurseries|nursery|hospitals?|branches|outlets|franchises?|dealerships?|canteens?|food trucks?|takeaways?)/;
/** The speaker (or their group) runs, operates, owns or manages such places ("we run 12 restaurants", "our group runs 30 gyms", "I own two cafés and a bakery"), or names themselves by them ("owner of two bistros", "head chef at a hotel"). */
const RUNS_PREMISES = new RegExp(
  `(?:\\b(?:we|i|our (?:\\S+ )?(?:group|company|business|family|chain|firm|team|trust))(?: also| currently| now| already)? (?:run|runs|operate|operates|own|owns|manage|manages)|^\\s*(?:\\S+\\s+){0,2}?(?:[\\w-]*owners?|managers?|operators?|proprietors?|landlords?|landladies|landlady|chefs?|founders?|directors?)\\s+(?:of|at))\\s+(?:(?:\\S+\\s+){0,3}?)${PREMISES.source}(?![\\w-])`,
  'i',
);

/**
 * Rule `running-premises`: a sentence that says the speaker runs, operates or owns places
 * serving the public ("we run 12 restaurants", "I operate four hotels", "our group runs 30
 * gyms") describes the business and states no need or offer. "We run …" is a providing cue
 * ("we run contract packing lines"), and the topic classifier reads places with staff as an
 * employer, so such a sentence alone would read as offering jobs (and wanting staff) to
 * everyone. A clause whose every sentence that states anything only describes so reads nothing;
 * a sentence beside it that seeks or gives ("… and are looking for a coffee supplier") is read.
 */
export function onlyDescribesPremises(sentences: readonly string[]): boolean {
  const stating = sentences.filter((s) => RUNS_PREMISES.test(s) || cuesOf(s).axis !== null || cuesOf(s).denied);
  return stating.length > 0 && stating.every((s) => RUNS_PREMISES.test(s) && cuesOf(s.replace(RUNS_PREMISES, ' ')).axis === null && !cuesOf(s.replace(RUNS_PREMISES, ' ')).denied);
}

/** The speaker hires: "looking to hire", "hoping to recruit", "we want to take on", "we're hiring", a sentence opening "Hiring". Not "get hired", "hire me", "who is hiring". */
const SPEAKER_HIRES = /(?:^\s*|\b(?:to|we|i|we'll|i'll|we will|i will|we're|i'm|we are|i am|and|currently|now|actively|also|still)\s+)(?:hire|hiring|recruit|recruiting|take on|taking on|bring on|bringing on|employ|employing)\b(?!\s+(?:me|us|myself)\b)/i;

/** Vacancies the speaker has ("I have six vacancies for drivers", "we've got two openings on the night shift", "Vacancies at our plant: …"): a hire stated without a hiring verb. */
const VACANCIES = /(?:\b(?:we|i)(?:\s+(?:have|have got|currently have|now have|still have)|'ve got|'ve)\s+(?:(?!(?:no|not|zero|any)\b)\S+\s+){0,3}?(?:vacanc(?:y|ies)|openings?|open (?:roles|positions|posts|jobs))\b|^\s*(?:\S+\s+){0,2}?vacanc(?:y|ies)\b(?:\s+(?:at|in|for|on)\b|\s*:))/i;

/**
 * Rule `speaker-hires`: a clause in which the speaker hires ("looking to hire a sales manager",
 * "hoping to recruit two chefs", "we want to take on an apprentice") wants talent and offers a
 * job, not the reverse. A job seeker names their own role beside a seeking cue ("sales manager
 * looking for a new role"), so the topic classifier reads a role named after a seeking cue as a
 * candidate's; the hiring verb says who hires. A question or a sentence addressed to the room
 * ("is anyone here hiring?") is a job seeker's.
 */
export function speakerHires(sentences: readonly string[], axis: Axis, topic: Topic): boolean {
  const candidate = (axis === 'need' && topic === 'job') || (axis === 'offer' && topic === 'talent');
  return candidate && sentences.some((s) => {
    if (!ownStatement(s)) return false;
    const m = SPEAKER_HIRES.exec(s) ?? VACANCIES.exec(s);
    return !!m && !deniedAt(s, m.index) && !OPENS_DENIED.test(s);
  });
}

/** What a question to the room asks someone there to do: hire, raise money, invest it, or seek something. */
export type AskedMarket = 'hires' | 'raises' | 'invests' | 'investors' | 'seeks';

/** Whom a question to the room asks about: anyone or who here, any of a kind, you. */
const ROOM = String.raw`(?:\b(?:anyone|anybody|someone|somebody|who|which|any|you)\b|^\s*(?:want|wanna|keen|interested|fancy)\b)`;
/**
 * The words between them and the verb (a few): none that puts the speaker among them ("anyone
 * else", "other", "also"), names the speaker ("who could we hire") or seeks ("anyone need help
 * hiring"), which makes the verb not the room's.
 */
const GAP = String.raw`((?:\s+(?!(?:else|other|others|also|too|i|we|me|us|my|our|looking|help)\b|(?:needs?|wants?)\b(?!\s+to\b))\S+){0,5}?)\s+`;
const MARKET_VERB = String.raw`(hiring|recruiting|hires|recruits|hire|recruit|(?:looking|hoping|wanting|planning) to (?:hire|recruit)|raising|fundraising|raise|investing|invests|invest|backing|backs|back|funding|funds|fund)\b`;
const SEEK_VERB = String.raw`(?:needs?|needing|looking (?:for|to)|look for|seek(?:s|ing)?|searching for|wants?|wanting|in the market for)\b(?!\s+to\b)`;
/**
 * A question whether someone at the event hires, raises or invests ("is anyone here hiring sales
 * managers?", "who is hiring?", "does anybody know a bakery that is hiring?", "anyone raising for
 * a hearing aid?", "would you like to invest in a bakery?"), or seeks something ("who here needs
 * a cold store in Antwerp?", "anyone need help with an FDA filing?").
 */
const ASKS_MARKET = new RegExp(`${ROOM}${GAP}${MARKET_VERB}`, 'i');
const ASKS_NEED = new RegExp(`${ROOM}${GAP}${SEEK_VERB}`, 'i');
const AMONG_THEM = /\b(?:else|other|others|also|too|as well)\b/i;
const RHETORICAL = /\b(?:when|if|anyway|anymore)\b/i;

/**
 * A question whether there are investors in the room, named by their kind with what they like or
 * do after ("any angels here who like bakeries?", "are there VCs here that do Series A in
 * medtech?"): it asks who invests, and the kind named gives money, not a grant.
 */
const ASKS_INVESTORS = new RegExp(String.raw`\b(?:any|anyone|are there(?: any)?|is there(?: an?)?)\s+(?:(?!grants?\b|public\b|research\b|index\b|mutual\b|pension\b)[\w-]+\s+)?${INVESTOR_NOUN}\s+(?:here|around|in the room|at (?:the|this) event|who|that|which|interested)\b`, 'i');

/** The market a sentence asks the room about, if it is such a question. */
export function askedMarket(sentence: string): AskedMarket | null {
  if (!/\?/.test(sentence)) return null;
  if (ASKS_INVESTORS.test(sentence)) return 'investors';
  const m = ASKS_MARKET.exec(sentence);
  if (m && !deniedAt(sentence, m.index + m[0].length - m[2]!.length)) {
    const verb = m[2]!.toLowerCase();
    return /hir|recruit/.test(verb) ? 'hires' : /rais/.test(verb) ? 'raises' : 'invests';
  }
  const n = ASKS_NEED.exec(sentence);
  const rest = n ? sentence.slice(n.index + n[0].length) : '';
  // "Who needs investors when you have customers?" asks nothing.
  return n && !AMONG_THEM.test(rest) && !RHETORICAL.test(rest) && !deniedAt(sentence, n.index + n[0].length) ? 'seeks' : null;
}

/** What the asker seeks and gives, by the market asked about: a job seeker asks who hires, an investor who raises, a founder who invests. */
const ASKER: Record<Exclude<AskedMarket, 'seeks'>, { need: Topic; offer: Topic; market: readonly Topic[] }> = {
  hires: { need: 'job', offer: 'talent', market: ['talent', 'job'] },
  raises: { need: 'dealflow', offer: 'capital', market: ['capital', 'dealflow'] },
  invests: { need: 'capital', offer: 'dealflow', market: ['capital', 'dealflow'] },
  investors: { need: 'capital', offer: 'dealflow', market: ['capital', 'dealflow', 'grant'] },
};

/**
 * Rule `asks-the-room`: a clause that asks whether someone at the event hires, raises or invests
 * ("is anyone here hiring product designers?") seeks the other side of that market: a job, deal
 * flow, money. The sentence encoder reads the verb's market role whatever the question mark
 * ("hiring product designers" is an employer's), so the classifiers read the asker as the one who
 * hires. Its labels of that market turn to the asker's side; when the clause is nothing but such
 * questions, every label does ("anyone here investing in food packaging?" wants money, not
 * packaging). A clause that asks whether someone needs something ("who here needs a cold store in
 * Antwerp?", "is anyone looking for a job in nursing?") offers it: its needs turn to offers of
 * the same topic, unless another of its sentences states a need of the speaker's. The label the
 * rule turns to, or null when it does not apply.
 */
export function askedTheRoom(sentences: readonly string[], axis: Axis, topic: Topic): { axis: Axis; topic: Topic } | null {
  const asked = sentences.map(askedMarket);
  const market = asked.find((x) => x !== null);
  if (!market || asked.some((x) => x !== null && x !== market)) return null;
  const only = asked.every((x) => x !== null);
  if (market === 'seeks') {
    const ownNeed = sentences.some((s, i) => asked[i] === null && cuesOf(s).axis === 'need');
    return axis === 'need' && !ownNeed ? { axis: 'offer', topic } : null;
  }
  const asker = ASKER[market];
  // Asking who funds something and wanting a grant for it is already the asker's side.
  if (market === 'invests' && topic === 'grant') return null;
  return asker.market.includes(topic) || only ? { axis, topic: asker[axis] } : null;
}

/** Work sought in words: "a job", "a new role", "a position". */
const WORK_SOUGHT = /\b(?:jobs?|roles?|positions?|employment|placements?|internships?|work as)\b/i;

/** Wording of a hire or a raise going on: "hiring", "recruiting", "raising", "fundraising". */
const UNDER_WAY: [RegExp, { axis: Axis; topic: Topic }[]][] = [
  [/\b(?:hiring|recruiting)\b/gi, [{ axis: 'need', topic: 'talent' }, { axis: 'offer', topic: 'job' }]],
  [/\b(?:raising|fundraising)\b/gi, [{ axis: 'need', topic: 'capital' }, { axis: 'offer', topic: 'dealflow' }]],
];

/**
 * Rule `cue-veto`, for one market: a clause that denies a hire or a raise going on ("we aren't
 * hiring right now, but we want a freight partner", "not raising this year") and states none
 * undenied reads no hire or raise, whatever else it asks for: the sentence encoder reads "hiring"
 * as a hire denied or not. A question is not the speaker's statement.
 */
export function deniesMarket(sentences: readonly string[], axis: Axis, topic: Topic): boolean {
  // Beside a hire denied, a job seeker's labels are the same misread, unless work is sought in words.
  const seeker = (axis === 'need' && topic === 'job') || (axis === 'offer' && topic === 'talent');
  if (seeker && !sentences.some((s) => WORK_SOUGHT.test(s))) return deniesMarket(sentences, 'need', 'talent');
  for (const [verb, labels] of UNDER_WAY) {
    if (!labels.some((l) => l.axis === axis && l.topic === topic)) continue;
    const uses = sentences.filter(ownStatement).flatMap((s) => [...s.matchAll(verb)].map((m) => deniedAt(s, m.index)));
    return uses.length > 0 && uses.every(Boolean);
  }
  return false;
}

/** The speaker raising money now: "raising", "fundraising", "to raise", "closing our round". */
const RAISES = /\b(?:fundraising|raising|(?:to|will|we'll|i'll|we|i) raise|clos(?:e|ing) (?:our|a|the|this))\b/gi;
/** What is raised when it is money: a round, a stage, funds, an amount ("£2m", "500k", "$1.5M"). */
const MONEY_RAISED = /^(?:\s+\S+){0,4}?\s+(?:pre-?seed|seed|series [a-e]|(?:funding |investment |bridge )?rounds?|bridge|capital|funds|funding|money|investment|equity|[£$€]\s?\d[\d.,]*\s?(?:k|m|mm|mn|bn|million|billion)?|\d[\d.,]*\s?(?:k|m|mm|mn|bn|million|billion))(?![\w-])/i;
/** Before the verb: someone else raising, whom the speaker helps or backs ("we help founders raising seed"), or a raise that was ("after raising our seed"). */
const OTHERS_RAISE = /\b(?:help\w*|advis\w*|support\w*|mentor\w*|coach\w*|invest\w*|back\w*|fund(?:s|ed|ing)?|startups|founders|companies|teams|them|others|you|after|since|having|before|when|once)\b/i;

/**
 * Rule `raising-money`: a clause in which the speaker raises money ("raising a £2m seed for our
 * sensors", "currently fundraising", "closing a bridge round") wants capital, whatever else it is
 * about. The sentence encoder reads what the money is for (the product, the plant, the line) over
 * the raise, so the topic classifier gives such a clause customers, supply or a grant and money
 * at most as an unsure second label. Not a question or a sentence addressed to the room, not a
 * denial ("not raising right now"), not someone else's raise the speaker helps with or a raise
 * that was ("after raising our seed"), and "raising" only of money ("raising awareness").
 */
export function raisesMoney(sentences: readonly string[]): boolean {
  return sentences.some((s) => ownStatement(s) && [...s.matchAll(RAISES)].some((m) => {
    const before = s.slice(0, m.index);
    if (deniedAt(s, m.index) || OTHERS_RAISE.test(before) || OPENS_DENIED.test(s)) return false;
    return /^fundraising$/i.test(m[0]) || MONEY_RAISED.test(s.slice(m.index + m[0].length));
  }));
}

/**
 * What a served party's need can be that the speaker then offers as the same topic (goods, a
 * product, advice, research, a partnership, distribution, coverage, a grant). Topics read by the
 * speaker's role in a market are left: "we back startups that need seed money" is an investor
 * wanting deal flow as read, and "we help startups that need a co-founder" offers no seat.
 */
const SERVED: readonly Topic[] = ['supply', 'solution', 'advice', 'research', 'partnership', 'distribution', 'press', 'story', 'grant'];

/**
 * Rule `served-needs`: a clause in which the speaker says whom they serve by that party's need
 * ("we can take on contract machining for anyone who needs precision parts", "we help food brands
 * that need a co-packer", "if you need cold storage near the port, we have space") offers what
 * those others need, not the reverse: the need words belong to the customer named, but the
 * sentence encoder and the seeking cue read them as the speaker's. Only when the clause states no
 * need of the speaker's own outside such phrases and the speaker serves, helps or provides in it;
 * a denial or a question is left alone.
 */
export function servesNeeds(sentences: readonly string[], axis: Axis, topic: Topic): boolean {
  if (axis !== 'need' || !SERVED.includes(topic)) return false;
  const rests = sentences.map((s) => s.replace(OTHERS_NEED, ' … '));
  if (rests.some((r, i) => SEEK.test(r) || /\?/.test(sentences[i]!) || OPENS_DENIED.test(sentences[i]!))) return false;
  if (!sentences.some((s) => new RegExp(OTHERS_NEED.source, 'i').test(s))) return false;
  return rests.some((r) => [...r.matchAll(PROVIDE_G)].some((m) => !deniedAt(r, m.index)) || [...r.matchAll(global(SERVES))].some((m) => !deniedAt(r, m.index)));
}

/** A product or a maker of one, as what a question asks for: "something", "a tool", "any software", "a service". */
const PRODUCT_ASKED = String.raw`(?:something|anything|(?:an?|any|some)\s+(?:[\w-]+\s+){0,2}?(?:tools?|apps?|software|systems?|services?|products?|platforms?|solutions?|devices?|sensors?|machines?|kit|equipment|providers?|vendors?|suppliers?)|(?:[\w-]+\s+){0,2}?(?:tools|apps|software|systems|services|products|platforms|solutions|devices|sensors|machines|equipment|providers|vendors|suppliers))\b`;
/**
 * A question whether such a product exists or who makes it ("is there something that plugs into
 * our telematics?", "does anyone know a tool that …?", "any software that reads delivery notes?",
 * "who makes vision systems for bakeries?").
 */
const ASKS_PRODUCT = new RegExp(String.raw`(?:^|[.!;:,]\s*|\b(?:and|so|but)\s+)(?:is there|are there|(?:does|do) (?:anyone|anybody|someone|somebody|you) (?:here )?(?:know(?: of)?|have|use|recommend|sell|make)|(?:anyone|anybody) (?:know(?:s)?(?: of)?|recommend|use|sell|make)s?|who (?:here )?(?:makes|sells|builds|offers|supplies|provides|does)|any)\s+${PRODUCT_ASKED}|\b(?:does|do) (?:anything|something|a (?:tool|product|system|service)) (?:like (?:that|this) )?exist`, 'i');
/** A question's object that is goods or who sells them, not a tool. */
const GOODS_ASKED = /\b(?:suppliers?|vendors?|providers?|machines?|kit|equipment|makers?|manufacturers?)\b/i;
/** What the topic classifier reads in such a question instead of the product sought: custom, press, people, a seat, deals. */
const NOT_A_PRODUCT: readonly Topic[] = ['customers', 'press', 'story', 'talent', 'job', 'cofounder', 'dealflow', 'research', 'grant'];

/**
 * Rule `asks-for-a-product`: a question whether a product exists or who makes one ("is there
 * something that plugs into our telematics?", "any software that reads delivery notes
 * automatically?", "who makes affordable vision systems for small bakeries?") seeks a solution.
 * The sentence encoder reads what the product should do (trucks, delivery notes, bakeries) over
 * the asking, so the topic classifier gives such a question custom, press or people; a question
 * is the asker's need of the thing asked for. Applies to a need label of those topics when every
 * sentence of the clause that states a need is such a question.
 */
export function asksForProduct(sentences: readonly string[], axis: Axis, topic: Topic): boolean {
  const supply = topic === 'supply';
  if (axis !== 'need' || (!NOT_A_PRODUCT.includes(topic) && !supply)) return false;
  // Supply read for a question about a tool ("is there software that plans our pallet
  // deliveries?") is the goods the tool is about; a question about suppliers or machines stays supply.
  const asked = (s: string) => { const m = ASKS_PRODUCT.exec(s); return m && !deniedAt(s, m.index + 1) && !(supply && GOODS_ASKED.test(m[0])); };
  const asks = sentences.filter((s) => /\?/.test(s) && asked(s));
  return asks.length > 0 && sentences.every((s) => asks.includes(s) || cuesOf(s).axis !== 'need');
}

/**
 * Wording of a site offered for a trial: the speaker makes their line, site, stores or vehicles
 * available for a trial, puts them at someone's disposal for a test, or hosts a pilot on their own
 * premises ("our press shop is open to a trial", "happy to host a pilot at our depot").
 */
const OFFERS_TRIAL = /\b(?:(?:make|makes|making|made|put|puts|putting|offer|offering|give|giving|lend|lending|open|opening)\s+(?:\S+\s+){0,5}?(?:available|at (?:\S+\s+){0,2}?disposal|open)\s+(?:\S+\s+){0,3}?(?:for|to)\s+(?:a\s+|an\s+|the\s+|your\s+)?(?:\S+\s+)?(?:trials?|pilots?|tests?|testing|field tests?|proofs? of concept|demonstrat\w*)|host(?:s|ing)?\s+(?:a\s+|an\s+|the\s+)?(?:\S+\s+)?(?:trials?|pilots?|tests?|proofs? of concept|demonstrators?)\s+(?:\S+\s+){0,3}?(?:on|at|in)\s+(?:our|my|one of our)|(?:our|my)\s+(?:\S+\s+){0,3}?(?:sites?|lines?|plants?|stores?|shops?|warehouses?|depots?|fleet|vehicles|trucks|vans|wards?|kitchens?|farms?|factor(?:y|ies))\s+(?:\S+\s+){0,3}?(?:is|are|could be|can be|would be)\s+(?:available|open)\s+(?:for|to)\s+(?:a\s+)?(?:trials?|pilots?|tests?|testing))\b/i;

/**
 * Rule `offered-trials`: a clause in which the speaker offers their own premises for a trial wants
 * what would be tried there (a solution) and offers the site, whatever the classifiers read in the
 * problem it describes (goods, custom, a partnership).
 */
export function offersTrialSite(sentences: readonly string[]): boolean {
  return sentences.some((s) => OFFERS_TRIAL.test(s) && !NEGATOR.test(s));
}
