import { namedRolesAndSectors } from './qualifiers-read.ts';
import { normalize } from './text.ts';
import type { AttendeeInput, IntentItem, Topic } from './types.ts';

/**
 * Profile facts that back an offer: an investor's title and firm, a recruiter's role. A claim
 * with a matching title or firm weighs more than the same claim from nobody in particular.
 */
const TITLE_EVIDENCE: Partial<Record<Topic, RegExp>> = {
  capital: /\b(partner|principal|investor|investment|vc|angel|associate|gp|general partner|managing director|fund|ventures?|capital)\b/,
  job: /\b(recruit\w*|talent|hr|people|hiring|head of|cto|ceo|founder|co-?founder|vp|director)\b/,
  talent: /\b(engineer|developer|designer|scientist|manager|analyst|marketer|sales|student|graduate|consultant)\b/,
  advice: /\b(mentor|advisor|adviser|coach|partner|founder|co-?founder|ceo|cto|cfo|director|professor|vp|head|chair)\b/,
  solution: /\b(founder|co-?founder|ceo|cto|sales|account|business development|head|director|vp)\b/,
  dealflow: /\b(founder|co-?founder|ceo|cto|owner)\b/,
  customers: /\b(procurement|innovation|operations|buyer|purchasing|cio|cto|head|director|vp|manager|owner)\b/,
  press: /\b(journalist|editor|reporter|writer|correspondent|host|podcast\w*|media)\b/,
  story: /\b(founder|co-?founder|ceo)\b/,
  supply: /\b(manufactur\w*|supplier|supply|production|factory|sourcing)\b/,
  research: /\b(professor|researcher|research|phd|scientist|postdoc|lab|university|lecturer)\b/,
  grant: /\b(grant|program(me)? (manager|officer)|foundation|agency|commission|public)\b/,
  distribution: /\b(distribut\w*|channel|partnerships|reseller|retail|wholesale|export)\b/,
  partnership: /\b(partnerships|business development|bd|alliances|head|director|vp|founder|ceo)\b/,
  cofounder: /\b(engineer|developer|cto|founder|operator|product|sales|designer|scientist)\b/,
};

const FIRM_EVIDENCE: Partial<Record<Topic, RegExp>> = {
  capital: /\b(ventures?|capital|partners|fund|vc|investments?|holdings|angels?|family office)\b/,
  research: /\b(university|institute|lab|laboratory|college|research)\b/,
  press: /\b(times|news|post|journal|magazine|media|tribune|herald|wired|review|podcast|press)\b/,
  grant: /\b(foundation|agency|commission|council|ministry|fund)\b/,
};

const RAW_EVIDENCE: Partial<Record<Topic, RegExp>> = {
  capital: /portfolio|fund_?size|aum|check_?size|ticket|investments/i,
  job: /open_?roles|jobs|headcount/i,
  research: /publications|papers|lab/i,
  solution: /customers|product|arr|revenue/i,
  advice: /exits|years_?experience|expertise/i,
  press: /outlet|beat|publication/i,
};

/**
 * Whether the title or company names the role or sector of the offer as the reading has it: a
 * "Staff Software Engineer" offering help with engineering (a role both name), a "Health
 * Economist" offering advice in a health field (the offer's sectors: its clause's, else the
 * person's). Read with the reading's own role and sector lexicon, so a title backs an offer in
 * its field whatever the topic's list of fitting titles says.
 */
function namesOffer(title: string, company: string, offer: Pick<IntentItem, 'span' | 'qualifiers'>): boolean {
  if (!title && !company) return false;
  // Roles qualify only people items; an advice or product offer's clause still names its role.
  const roles = new Set([...offer.qualifiers.roles, ...(offer.span ? namedRolesAndSectors(offer.span).roles : [])]);
  const sectors = new Set(offer.qualifiers.sectors.filter((x) => x !== '*'));
  if (roles.size === 0 && sectors.size === 0) return false;
  const t = namedRolesAndSectors(title);
  const c = company ? namedRolesAndSectors(company) : { roles: [], sectors: [] };
  return t.roles.some((r) => roles.has(r)) || [...t.sectors, ...c.sectors].some((x) => sectors.has(x));
}

/**
 * Evidence strings for an offer of `topic` (with `offer`, its words and qualifiers as read), empty
 * when the profile says nothing about it: a title or firm that fits the topic, one that names the
 * offer's role or sector, or a fitting key of raw_data.
 */
export function evidenceFor(topic: Topic, a: AttendeeInput, offer?: Pick<IntentItem, 'span' | 'qualifiers'>): string[] {
  const title = (a.title ?? '').trim();
  const company = (a.company ?? '').trim();
  const t = normalize(title);
  const c = normalize(company);
  const out: string[] = [];
  const titleRe = TITLE_EVIDENCE[topic];
  const firmRe = FIRM_EVIDENCE[topic];
  const titleOk = titleRe ? titleRe.test(t) : false;
  const firmOk = firmRe ? firmRe.test(c) : false;
  if (titleOk || firmOk || (!!offer && namesOffer(title, company, offer))) out.push(company && title ? `${title} at ${company}` : title || company);
  if (a.raw_data) {
    for (const [k, v] of Object.entries(a.raw_data).sort(([x], [y]) => (x < y ? -1 : 1))) {
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      const re = RAW_EVIDENCE[topic];
      if (re && re.test(k)) {
        out.push(`${k.replace(/_/g, ' ')}: ${String(v)}`.slice(0, 120));
      }
    }
  }
  return out.slice(0, 3);
}
