import { plainWords } from './text.ts';

/**
 * Rule `work-kinds`: the kind of work a job is, wanted by an employer or offered by a job seeker.
 * A hire and a job seeker of one event write alike ("we're growing the team", "looking for my next
 * role"), so text likeness ranks every employer beside every seeker; what tells them apart is the
 * function of the work: caring for patients or clients, building software, working with data,
 * selling, running operations, keeping a product compliant, doing research, a skilled trade on a
 * shop floor, driving. The role lexicon names a few job titles and misses most functions; these
 * words are of the function and hold across industries. An employer's kind is what its hiring clause names; a job seeker's is what their
 * clause or their title says they do.
 */
export const WORK_KINDS = ['work_care', 'work_commercial', 'work_data', 'work_driving', 'work_operations', 'work_regulatory', 'work_research', 'work_technical', 'work_trades'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

const WORK_WORDS: Record<WorkKind, RegExp> = {
  // Hands-on care of patients or clients; "clinical" of a study or of evidence is research.
  work_care: /\b(?:clinicians?|clinical (?:roles?|posts?|staff|teams?|work|background|experience|practice|leads?|director|nurse specialists?)|nurses?|nursing|doctors?|physicians?|gps?|general practitioners?|pharmacists?|therapists?|physios?|physiotherap\w*|midwi(?:fe|ves)|paramedics?|surgeons?|dentists?|medics?|bedside|wards?|patient facing|carers?|care (?:workers?|assistants?|staff|homes?|givers?|teams?)|caregivers?|support workers?|social workers?|healthcare assistants?|allied health)\b/,
  work_technical: /\b(?:software|engineers?|engineering|developers?|devs?|programm(?:er|ers|ing)|coders?|coding|full ?stack|back ?end|front ?end|devops|cto|technical(?! (?:file|documentation|writer))|technologists?|it support|firmware|embedded|architects?|mobile apps?|web apps?|infrastructure|cloud|cyber ?security)\b/,
  work_data: /\b(?:data (?:scien\w*|analy\w*|engineer\w*|people|roles?|teams?|work|management|governance)|analysts?|analytics|machine learning|ml|ai (?:engineers?|researchers?|scientists?)|statistic\w*|biostatistic\w*|modell(?:er|ers|ing)|business intelligence|bi)\b/,
  work_commercial: /\b(?:sales|selling|salespeople|account (?:executives?|managers?|management)|key accounts?|business development|bizdev|biz dev|commercial(?! (?:lab|labs))|marketing|marketers?|go to market|gtm|customer success|partnerships? (?:managers?|leads?|roles?)|growth (?:leads?|roles?|marketers?))\b/,
  work_operations: /\b(?:operations|ops|operational|logistics|supply chain|planners?|planning|schedulers?|scheduling|demand planning|inventory (?:planners?|control|analysts?)|project (?:managers?|management|coordinators?)|programme (?:managers?|management)|program (?:managers?|management)|coordinators?|office managers?|administrat\w*|admin|implementation|procurement|finance|accounting|accountants?|hr|human resources|people team|chief of staff|coo|service delivery|rollout|roll out|clinical operations)\b/,
  work_regulatory: /\b(?:regulatory|regulations?|compliance|compliant|quality (?:assurance|management|systems?|engineers?|managers?|leads?|roles?|teams?|and regulatory)|qa|qms|ra|certification|audits?|auditors?|pharmacovigilance|approvals?)\b/,
  // Hands-on skilled trades of a plant or a site: who makes, fixes and keeps machines running.
  work_trades: /\b(?:welders?|welding|fabricators?|fitters?|electricians?|machinists?|mechanics?|mechanical fitters?|maintenance (?:technicians?|engineers?|electricians?|fitters?|staff|team|crew)|mechatronics?|technicians?|toolmakers?|tool makers?|millwrights?|pipefitters?|plumbers?|joiners?|carpenters?|cnc (?:setters?|operators?|programmers?)|setters?|machine operators?|line operators?|process operators?|production operatives?|operatives?|shift (?:technicians?|engineers?)|apprentices?|apprenticeships?)\b/,
  // Driving goods or people: a licence and a route, whatever the trade it serves.
  work_driving: /\b(?:drivers?|driving|hgv|lgv|class (?:1|2)|forklift|reach truck|couriers?|delivery (?:drivers?|riders?)|chauffeurs?|behind the wheel|truckers?|lorry)\b/,
  work_research: /\b(?:researchers?|research (?:scientists?|associates?|assistants?|fellows?|nurses?|roles?|positions?|posts?|jobs?|teams?|staff|careers?|groups?|labs?)|(?<!data )scientists?|postdocs?|phd (?:students?|candidates?|researchers?)|r ?and ?d|r&d|laborator(?:y|ies)|lab (?:work|staff|teams?|technicians?|scientists?|roles?)|clinical (?:trials?|research)|trial (?:managers?|coordinators?)|study (?:coordinators?|managers?)|chemists?|biologists?)\b/,
};

/** The kinds of work a text names (rule `work-kinds`). */
export function workKinds(text: string): WorkKind[] {
  const t = plainWords(text, '&');
  return WORK_KINDS.filter((k) => WORK_WORDS[k].test(t));
}
