import { plainWords } from './text.ts';

/**
 * Rule `guidance-side`: whether a clause gives guidance (mentoring, advising, coaching) or seeks
 * it, read from its grammar rather than its topic. The topic classifier reads "mentor" as advice
 * but the two sides of advice write the same words, so the direction classifier often reads a
 * mentor's offer as a need and a founder's request as an offer; a mentor then meets other mentors
 * and a mentee other mentees. The form settles it: the guiding word as the speaker's own verb
 * ("I mentor", "happy to advise", "open to coaching first-time founders", "to give back") gives;
 * as the object sought ("a mentor who has", "advice on", "someone to guide me", "learn from")
 * seeks.
 */

/** Words that name the one who guides, as a noun. */
const GUIDE_NOUN = '(?:mentors?|advisors?|advisers?|coach|coaches|sounding boards?|sparring partners?)';
/** The guiding verbs. */
const GUIDE_VERB = '(?:mentor|mentoring|mentors|advise|advising|advises|coach|coaching|coaches|guide|guiding|guides)';
/** Guidance as a thing received. */
const GUIDANCE = '(?:advice|guidance|mentoring|mentorship|coaching|feedback|input|pointers|tips)';

/** Verbs of giving one's time to someone: with a willingness word and those guided, the speaker guides. */
const TIME_VERB = 'talk|walk|sit|chat|spend|give|share|help|support|review|look|answer|explain|show|steer|point|offer';
/** Those a guide guides. */
const GUIDED = '(?:founders?|startups?|start ups?|entrepreneurs?|teams|companies|innovators|newcomers|juniors|students|trainees|people starting out|first timers)';

/** The speaker's own guiding: a guiding verb after the speaker, a modal or a willingness word, or the speaker named a guide. */
const GIVES: RegExp[] = [
  new RegExp(
    `\\b(?:i|we|i'd|id|i'll|we'd|we'll|also|can|could|will|would|always|regularly|often|actively|still|now|currently|happy to|glad to|keen to|love to|like to|willing to|want to|wants to|hoping to|hope to|looking to|here to|enjoy|available to|available for|open to|offer|offering|offers|provide|providing|give|giving)\\s+(?:also\\s+|happily\\s+|gladly\\s+|informally\\s+|to\\s+)?${GUIDE_VERB}\\b(?!\\s+(?:me|us|our|my)\\b)`,
  ),
  new RegExp(`\\b(?:offer|offering|offers|provide|providing|give|giving|share|sharing)\\s+(?:some\\s+|my\\s+|our\\s+|free\\s+|honest\\s+|practical\\s+|hands on\\s+)?${GUIDANCE}\\b`),
  new RegExp(`\\b(?:i am|i'm|im|am|as|serve as|serving as|act as|acting as|work as|working as|been|be|become)\\s+(?:an?\\s+)?(?:[a-z]+\\s+){0,2}?${GUIDE_NOUN}\\b`),
  /\bgiv(?:e|ing) (?:something )?back\b|\bpay(?:ing)? it forward\b|\boffice hours\b|\badvisory (?:roles?|boards?|seats?|positions?)\b|\bsit on (?:\w+ )?boards?\b|\bshare (?:what (?:i|we)|my|our|the|hard|lessons)(?: \w+)? (?:learn(?:ed|t)|lessons|experience|know how|playbook|mistakes)\b/,
  /\bhelp(?:ing)? (?:\w+ ){0,3}?(?:founders|startups|start ups|entrepreneurs|teams|companies|innovators|people|others|juniors|students|trainees) (?:navigate|with|through|get|avoid|think|understand|prepare|figure|find|grow|build)\b/,
  // The speaker's own help as a consultant's line: "I help device makers get ready for audits".
  /(?:^| )i help (?!me\b|us\b)/,
  // The speaker's willingness to spend time with those they would guide: "glad to sit down with first-time founders".
  new RegExp(`\\b(?:happy|glad|keen|willing|open|available|love|like|here) to (?:${TIME_VERB})\\b(?:\\s+\\w+){0,5}?\\s+${GUIDED}\\b`),
];

/** Guidance sought: a guide or guidance as the object of a search, or the speaker as the one guided. */
const SEEKS: RegExp[] = [
  new RegExp(`\\b(?:an?|some|the right|experienced|seasoned|trusted|senior|good|more|another|other|one or two|couple of)\\s+(?:[a-z]+\\s+){0,3}?${GUIDE_NOUN}\\b`),
  new RegExp(`\\b(?:want|wants|need|needs|seek|seeking|looking for|searching for|would like|would love|love|like|value|appreciate|welcome|use|get|getting|find|finding|hoping for|hope for|after|keen on)\\s+(?:some\\s+|a bit of\\s+|more\\s+|real\\s+|honest\\s+|expert\\s+|experienced\\s+|practical\\s+|outside\\s+|independent\\s+|senior\\s+)?${GUIDANCE}\\b`),
  /\b(?:talk|walk|take|steer|show|help|coach|guide|mentor) (?:me|us) (?:through|on|into|along)\b|\b(?:talk|speak|chat) (?:to|with) (?:someone|somebody|anyone|people) who\b/,
  new RegExp(`\\b${GUIDE_VERB}\\s+(?:me|us|our|my)\\b|\\blearn(?:ing)? from\\b|\\bpick (?:\\w+ )?brains?\\b|\\b(?:who|someone|somebody|anyone|people)\\s+(?:who\\s+)?(?:has|have|had|'s)\\s+(?:already\\s+)?(?:been there|been through|done (?:it|this|that)|navigated|gone through|walked)\\b`),
];

/** Words in front of a guide noun that make it the speaker (`i am an experienced mentor`): such a match does not seek. */
const SELF_BEFORE = /\b(?:i am|i'm|im|am|as|be|been|become|are|we're|is)\s*$/;

export interface GuidanceRead {
  gives: boolean;
  seeks: boolean;
}

/** Whether a clause gives guidance, seeks it, both or neither (rule `guidance-side`). */
export function guidanceOf(text: string): GuidanceRead {
  const t = plainWords(text);
  const gives = GIVES.some((re) => re.test(t));
  const seeks = SEEKS.some((re, k) => {
    if (k !== 0) return re.test(t);
    const g = new RegExp(re.source, 'g');
    for (const m of t.matchAll(g)) if (!SELF_BEFORE.test(t.slice(0, m.index))) return true;
    return false;
  });
  return { gives, seeks };
}

/**
 * Rule `guidance-kinds`: the kind of thing guidance is about, sought or given. A mentor guides on
 * what they know (raising money, getting a product approved, getting it paid for, selling it, proving
 * it works, moving up in a career, building the technology, the law), and who seeks a mentor names
 * what they are stuck on; text likeness ranks a founder seeking help with approval beside a mentor
 * of careers from their field, and the kinds tell them apart. The words are of the function, not of
 * any one industry.
 */
export const GUIDANCE_KINDS = ['career', 'clinical_evidence', 'fundraising', 'go_to_market', 'legal', 'market_access', 'regulatory', 'technical'] as const;
export type GuidanceKind = (typeof GUIDANCE_KINDS)[number];

const KIND_WORDS: Record<GuidanceKind, RegExp> = {
  fundraising: /\b(?:fundrais\w*|rais(?:e|es|ed|ing) (?:a |our |my |the |an? \w+ )?(?:round|money|capital|funds?|seed|series)|investors?|pitch(?:es|ing)?(?: decks?)?|term sheets?|valuations?|cap tables?|due diligence|venture capital|angel investors?|seed rounds?|series [ab])\b/,
  regulatory: /\b(?:regulat\w*|compliance|compliant|approvals?|certif\w*|ce mark\w*|fda|mdr|ivdr|notified bod(?:y|ies)|510 ?k|clearance|licen[cs](?:e|es|ing)|quality (?:systems?|management|assurance)|qms|iso ?\d{4,5}|audits?|technical (?:file|documentation)|submissions?)\b/,
  market_access: /\b(?:reimburs\w*|payers?|who pays|get(?:ting)? paid|paid for|insurers?|health insurance|tariffs?|billing codes?|coding|pricing|price|procurement|tenders?|purchasing|commissioning|market access|health technology assessment|hta)\b/,
  go_to_market: /\b(?:go to market|gtm|sales|selling|sell|commerciali[sz]\w*|commercial (?:strategy|side|model|launch)|business models?|marketing|first customers|customer acquisition|business development|scal(?:e|ing) up|growth strategy|launch(?:ing)? (?:a |the |our )?product|market entry)\b/,
  clinical_evidence: /\b(?:clinical (?:trials?|stud(?:y|ies)|evidence|validation|investigations?|data)|trial design|study design|stud(?:y|ies) protocols?|protocols?|endpoints?|real world evidence|outcomes? data|ethics (?:approval|committee)|evidence base|randomi[sz]ed|pilot stud(?:y|ies))\b/,
  career: /\b(?:careers?|leadership|manag(?:e|es|ed|er|ers|ing|ement)\b(?! (?:the |our |my )?(?:cash|money|funds?|portfolio|risk|data))|step(?:ping|s)? (?:up|into)|team leads?|progression|manag(?:er|ers|ement|ing) (?:role|roles|position|team|teams|people|staff)|management|promotions?|moving into|move into|step(?:ping)? up|first (?:management|leadership|lead) (?:role|job|position)|lead(?:ing)? (?:a |my |the )?teams?|people management|line management|burnout|work life|professional development|next step in my|consultant post|senior role)\b/,
  technical: /\b(?:technical architecture|architecture|software (?:engineering|development|design)|tech stack|engineering (?:team|practices|decisions)|data (?:science|engineering|infrastructure|pipelines?)|machine learning|cloud|infrastructure|cyber ?security|security|interoperab\w*|integration|apis?|scal(?:e|ing) (?:the |our )?(?:platform|system|software))\b/,
  legal: /\b(?:patents?|intellectual property|ip strategy|freedom to operate|legal|contracts?|licensing deals?|trademarks?|gdpr|data protection|liability)\b/,
};

/** The kinds of guidance a text names (rule `guidance-kinds`). */
export function guidanceKinds(text: string): GuidanceKind[] {
  const t = plainWords(text);
  return GUIDANCE_KINDS.filter((k) => KIND_WORDS[k].test(t));
}
