import { normalize } from './text.ts';

/**
 * Rule `cofounder-kinds`: the broad kind of a co-founder, sought or offered. A co-founder is a
 * complement: who builds the product (technical), who sells it and runs the company (business),
 * who brings the field's own knowledge (domain: a clinician at a health event, a scientist, an
 * industry veteran). The role lexicon names jobs to fill and cannot tell one founder from another,
 * and whom a person seeks is not who they are, so a clause is read in two parts: the words of the
 * speaker about themselves ("I'm a GP", "as an engineer", "we are two nurses", a title) and the
 * words of whom they seek (the rest of a need, what follows "looking for", "someone", "nobody").
 * Only co-founder items carry kinds; elsewhere these words name a field, not a founder.
 */
export const COFOUNDER_KINDS = ['business', 'domain', 'technical'] as const;
export type CofounderKind = (typeof COFOUNDER_KINDS)[number];

/** Words that name a person of a kind: valid in both parts of a clause. */
const PERSON: Record<CofounderKind, RegExp> = {
  technical: new RegExp(
    '\\b(?:cto|technical|technically|technologist|techie|engineers?|engineering|developers?|devs?|coders?|coding|programmers?|programming|' +
      'full ?stack|backend|back end|frontend|front end|devops|software architect|data scientists?|data science|' +
      'tech (?:co ?founders?|cofounders?|partners?|background|side|lead|person|people|skills|expertise|talent)|' +
      '(?:machine learning|ml|ai|data) (?:engineers?|experts?|expertise|background|person|people|skills|scientists?|researchers?|specialists?|lead)|' +
      'product (?:managers?|lead|person|people|side|background|builder)|designers?|ux|builders?|hackers?)\\b',
  ),
  business: new RegExp(
    '\\b(?:ceo|coo|cfo|commercially|mba|bizdev|biz dev|business development|go to market|gtm|salespeople|salesperson|' +
      '(?:business|commercial|sales|marketing|finance|operations|strategy) (?:co ?founders?|cofounders?|partners?|background|side|lead|leads|person|people|' +
      'expertise|experience|skills|mind|minded|savvy|acumen|brain|director|directors|officer|leader|leaders|executive|exec|roles?|founders?|heavy|hat)|' +
      'marketers?|operators?|dealmakers?|entrepreneurs? with (?:sales|commercial|business))\\b',
  ),
  domain: new RegExp(
    '\\b(?:clinicians?|clinically|doctors?|physicians?|mds?|mbbs|dr|surgeons?|nurses?|nursing|pharmacists?|gp|general practitioners?|' +
      'psychiatrists?|psychologists?|therapists?|physiotherapists?|physios?|dietitians?|dieticians?|dentists?|midwi(?:fe|ves)|paramedics?|' +
      'pediatricians?|paediatricians?|anaesthetists?|anesthesiologists?|(?!techno)[a-z]+ologists?|medics?|' +
      '(?:clinical|medical|nursing|health|healthcare|scientific|industry|domain|subject matter|research) (?:co ?founders?|cofounders?|partners?|background|side|lead|person|' +
      'people|expertise|experts?|experience|insights?|knowledge|training|perspective|director|officer|voice|founders?|degree|professionals?|practitioners?|mind)|' +
      '(?:knows?|know how|understands?|inside knowledge of|insider in|from) (?:the |how )?(?:hospitals?|clinics?|clinical|medical|healthcare|health system|care|wards?|patients?)|' +
      '(?:hospital|clinical|medical|healthcare|pharma|care) (?:world|insiders?|network|contacts|experience|know how)|' +
      'medically trained|chief medical officer|domain experts?|domain expertise|domain knowledge|subject matter experts?|' +
      'healthcare professionals?|health professionals?|(?<!(?:data|computer|ml|ai|research) )scientists?|(?<!(?:ml|ai|ux|user) )researchers?|chemists?|phd)\\b',
  ),
};

/** What a person of a kind does: read as sought, or as the speaker's own only in the first person singular ("I can build the app"). */
const ACTIVITY: Record<CofounderKind, RegExp> = {
  technical: /\b(?:build|builds|building|develop|develops|developing|code|codes|write|writes|writing|make|makes|making) (?:the |our |my |an? |your )?(?:product|products|app|apps|platform|software|tech|technology|mvp|prototype|it|system|systems|tool|tools|backend|device|website|code|algorithms?|models?)\b|\btech side\b|\bthe technology\b/,
  business: /\b(?:sell|sells|selling|sold) |\b(?:run|runs|running|handle|handles|handling|lead|leads|leading|own|owns|drive|drives) (?:the )?(?:business|company|commercials?|sales|fundraising|go to market|growth|operations|partnerships)\b|\bbusiness side\b|\bfundrais(?:e|es|ing)\b|\braise (?:the )?(?:money|funding|capital)\b|\bfind customers\b/,
  domain: /\b(?:treat|treats|treating|see|sees|seeing) patients\b|\bclinical side\b|\bon the wards?\b|\bin (?:the )?clinic\b/,
};

/** Words that start the speaker's own part of a clause. */
const SELF = new Set(['i', "i'm", 'im', "i've", 'ive', "i'd", 'me', 'myself', 'my', 'we', "we're", 'our']);
/** First person singular: its part may name the speaker's work as well as who they are. */
const SINGULAR = new Set(['i', "i'm", 'im', "i've", 'ive', "i'd", 'me', 'myself']);
/** Words that start the part naming whom the speaker seeks. */
const SOUGHT = new Set([
  'looking', 'look', 'seeking', 'seek', 'seeks', 'searching', 'search', 'need', 'needs', 'needed', 'want', 'wants', 'wanted', 'wanting',
  'find', 'finding', 'meet', 'meeting', 'hoping', 'hope', 'love', 'like', 'someone', 'somebody', 'anyone', 'anybody', 'nobody', 'missing',
  'lack', 'lacking', 'require', 'requires', 'keen', 'interested',
]);
/** Words after which "as a" names the speaker ("I work as a nurse"); elsewhere it names a seat ("join as a CTO"). */
const AS_SELF = new Set(['i', 'work', 'works', 'worked', 'working', 'years', 'career', 'trained', 'myself', 'experience', 'background']);
/** Words that deny what follows of the speaker: "I'm not technical", "I can't code" name whom they lack, so seek. */
const DENIES = new Set(['not', "can't", 'cant', 'cannot', "don't", 'dont', "didn't", 'never', 'no', 'without', 'nor', "isn't", "aren't", "haven't", 'non']);
/** Words that name the founder sought itself: a sentence opening with them ("Technical co-founder wanted") names whom it seeks. */
const FOUNDER = new Set(['cofounder', 'cofounders', 'co', 'founder', 'founders', 'partner', 'partners', 'someone', 'somebody', 'anyone', 'person']);
/** Marks and words that end a part: the next one starts afresh. */
const BREAK = new Set([',', '.', ';', ':', '!', '?', '(', ')', 'but', 'while', 'whereas']);

export interface KindsRead {
  /** Kinds the speaker names of themselves. */
  self: CofounderKind[];
  /** Kinds of whom the speaker seeks. */
  sought: CofounderKind[];
}

/**
 * The co-founder kinds a clause names of the speaker and of whom they seek. `unmarked` is the part
 * words belong to before any word says whose they are: the sought one in a need ("technical
 * co-founder wanted"), the speaker's own in an offer ("engineer keen to co-found").
 */
export function kindsOf(text: string, unmarked: 'self' | 'sought' | 'none'): KindsRead {
  const tokens = normalize(text).replace(/-/g, ' ').match(/[a-z0-9]+(?:'[a-z]+)?|[,.;:!?()]/g) ?? [];
  type Part = 'self' | 'singular' | 'sought' | 'none';
  const parts: { part: Part; words: string[] }[] = [];
  let part: Part = unmarked;
  let cur: string[] = [];
  const flush = () => {
    if (cur.length) parts.push({ part, words: cur });
    cur = [];
  };
  // In a need, a sentence's words before its first seeking word name the speaker when they name
  // no founder ("Cardiologist, looking for a CTO"), and whom they seek when they do ("Technical
  // co-founder wanted").
  const opening = new Set<number>();
  if (unmarked === 'sought') {
    let start = 0;
    for (let i = 0; i <= tokens.length; i++) {
      const t = tokens[i];
      if (t === undefined || ['.', '!', '?', ';'].includes(t)) {
        const cue = tokens.slice(start, i).findIndex((x) => SOUGHT.has(x) || SELF.has(x));
        const head = cue > 0 ? tokens.slice(start, start + cue) : [];
        if (head.length && !head.some((x) => FOUNDER.has(x)) && SOUGHT.has(tokens[start + cue]!)) for (let j = start; j < start + cue; j++) opening.add(j);
        start = i + 1;
      }
    }
  }
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    let next: Part | null = null;
    if (BREAK.has(t)) {
      flush();
      part = opening.has(i + 1) ? 'self' : unmarked;
      return;
    }
    if (i === 0 && opening.has(0)) next = 'self';
    else if (DENIES.has(t) && (part === 'self' || part === 'singular')) next = 'sought';
    else if (SELF.has(t)) next = SINGULAR.has(t) ? 'singular' : 'self';
    else if (t === 'as' && (tokens[i + 1] === 'a' || tokens[i + 1] === 'an') && (prev === undefined || BREAK.has(prev) || AS_SELF.has(prev))) next = 'singular';
    else if (SOUGHT.has(t)) next = 'sought';
    if (next !== null && next !== part) {
      flush();
      part = next;
    }
    cur.push(t);
  });
  flush();
  const self = new Set<CofounderKind>(), sought = new Set<CofounderKind>();
  for (const p of parts) {
    if (p.part === 'none') continue;
    const s = ` ${p.words.join(' ')} `;
    for (const k of COFOUNDER_KINDS) {
      const person = PERSON[k].test(s);
      const act = ACTIVITY[k].test(s);
      if (p.part === 'sought' && (person || act)) sought.add(k);
      else if (p.part === 'singular' && (person || act)) self.add(k);
      else if (p.part === 'self' && person) self.add(k);
    }
  }
  return { self: [...self].sort(), sought: [...sought].sort() };
}

/** Titles that name a kind of their own beside the clause words ("Founder & CEO" runs the business). */
const TITLE: Record<CofounderKind, RegExp> = {
  technical: /\b(?:cto|chief technology officer|vp engineering|head of engineering|architect)\b/,
  business: /\b(?:ceo|coo|cfo|chief executive|chief operating|managing director|general manager|head of sales|sales|commercial|business|strategy)\b/,
  domain: /\b(?:clinical|medical|nurse|nursing|pharmac\w*|surgeon|consultant (?:physician|psychiatrist|surgeon)|registrar|professor)\b/,
};

/** The kinds a title names its holder as ("Consultant Cardiologist": domain; "Co-founder & CTO": technical). */
export function titleKinds(title: string): CofounderKind[] {
  const t = ` ${normalize(title).replace(/-/g, ' ')} `;
  const read = kindsOf(title, 'self').self;
  return [...new Set([...read, ...COFOUNDER_KINDS.filter((k) => TITLE[k].test(t))])].sort();
}
