/**
 * The named rules of the reading and scoring. Each one is a gate or a boost on top of the
 * similarity-based reading, with a reason and an example test; `eval:matching --ablate NAME`
 * switches one off to show what it buys on the sample. Switching rules off is for evaluation
 * only: a run with any rule off is marked in `algorithm_version`.
 */
export const RULES = {
  'mirrors': 'A need implies its counterpart offer (raising money offers an investable company; hiring offers a job).',
  'sector-prototypes': 'At a sided event a goal that names no sector word is read as the sector of its nearest sector description ("our software spots intruders on company laptops" is security), so founders who describe their product instead of naming a sector still meet the investors of that sector.',
  'title-role': 'Someone who wrote neither goal nor lists is read from their profile, and a title that names a role states what they give or seek ("General Partner" gives capital, "Recruiter" seeks talent, "Journalist" offers press coverage): for such people the title is often all there is to match on.',
  'side-gate': 'At a sided event the side tag states the money: a founder\'s money is wanted and an investor\'s offered whatever the wording ("we are raising" and "we invest" read alike in encoder space), and a sided attendee the classifier reads no money for still wants or offers it.',
  'person-qualifiers': 'In the classifier reading, sectors, stages and regions a person states anywhere (and for money their amount and lead) apply to their items that name none: a founder who names the sector in one sentence and the round in another raises for that sector.',
  'cue-veto': 'In the classifier reading, the seeking or providing cues of a goal clause (the direction cues of direction-cues.ts: "we are hiring", "happy to advise") veto a label of the other direction, and a clause that only denies ("not raising right now", "no longer hiring") states nothing; a question or a sentence addressed to the room states no direction of the speaker\'s: the sentence encoder hardly tells seeking from providing, the cue words do.',
  'buying-cues': 'In the classifier reading, a goal clause that speaks of buying ("we buy", "procurement", "sourcing") wants the goods or product it names rather than offering them: the example bank\'s buyers offer custom, so buying words read as offering, and the goods as supply, which together would make a buyer a supplier.',
  'sought-investors': 'In the classifier reading, a clause that seeks an investor ("looking for security-focused angels", "hoping to meet fintech VCs", a need entry "seed funds that back hardware") wants money rather than deal flow: investors name themselves by such nouns with a sector beside them ("fintech angel", "climate fund"), so the topic classifier reads them as the investor\'s role, and with a seeking direction that role would make the founder who seeks them an investor looking for deals. Its mirror: a clause that seeks founders in the plural ("looking for security-focused founders") wants deal flow, not a co-founder.',
  'sought-sites': 'In the classifier reading, a clause that seeks organisations in the plural ("we need two more depots", "looking for three schools to run it") wants places to try or buy what the speaker makes, not staff: "we need two more X" reads to the sentence encoder like a hire whatever X is, so the topic classifier reads the employer\'s role; people are hired, depots and schools are not.',
  'sought-trials': 'In the classifier reading, a clause that seeks a trial of what the speaker makes ("next we want a field test with a dairy\'s production team", a need entry "sites for a field test") wants a customer to try it, and one that offers to try other people\'s new products ("our depot is open to validating new scanners", an offer entry "test site for automation") offers that custom: "an evaluation with a team" reads to the sentence encoder like a hire, and beside medical words like research. Research wording (a study, data, a method, a university, a clinical trial) and a trial someone is hired to run are left alone.',
  'giving-money': 'In the classifier reading at an open event (at a sided one the side tag says who gives the money), a clause read as offering an investable company whose wording gives money, leading or making investments ("lead seed investment in climate tech", "we lead seed investments", "investment for software startups") and naming no company of the speaker\'s, offers capital: founders and investors both write "seed investment in climate tech", so the topic classifier reads such money words as either side of a round, and the investor who leads would be read as a company raising. At any event, a clause in an investor\'s own wording (leading rounds, writing cheques, backing startups, investing at a stage: "leading Series A rounds in energy storage", "we back early-stage packaging startups") read as offering goods, a product, custom, people or a grant offers capital: with the encoder the sector named reads as what is offered.',
  'sought-peers': 'In the classifier reading, a clause that seeks other investors as peers ("here to meet other fund managers, not startups", "keen to meet fellow angels", "looking for co-investors") wants a partnership with them, not deal flow or money, and offers the founders it sets aside no money: the topic classifier reads investor nouns as the investor\'s role.',
  'running-premises': 'In the classifier reading, a goal clause that only says the speaker runs, operates or owns places serving the public ("we run 12 restaurants", "our group runs 30 gyms") describes the business and states no need or offer: "we run" is a providing cue and places with staff read to the topic classifier as an employer, so the sentence alone would offer jobs (and seek staff) to everyone at the event.',
  'speaker-hires': 'In the classifier reading, a clause in which the speaker hires ("looking to hire a sales manager", "hoping to recruit two chefs") wants talent and offers a job, not the reverse: job seekers name their own role beside a seeking cue ("sales manager looking for a role"), so the topic classifier reads a role named after a seeking cue as a candidate\'s; the hiring verb says who hires.',
  'asks-the-room': 'In the classifier reading, a clause that asks whether someone at the event hires, raises or invests ("is anyone here hiring sales managers?", "anyone raising for a hearing aid?") seeks the other side of that market (a job, deal flow, money): the sentence encoder reads "hiring sales managers" as an employer\'s whatever the question mark, so the asker would be read as the one who hires. Its labels of that market turn to the asker\'s side, and every label when the clause is nothing but such questions.',
  'qualifier-gate': 'A stated conflict of hard qualifiers (stage, amount, lead, binding region) between a need and the offer that meets it lowers the pair: a Series A investor is a poor fit for a pre-seed raise however alike their texts read.',
  'mirror-topic': 'A mirror (an item implied by another of the person\'s: hiring implies a job offered, seeking suppliers implies custom offered) meets only items of its own topic: its words are those of the item it mirrors, so across topics, where only the words count, it would meet a need with a need; two restaurants that both seek suppliers would fit each other as if one supplied the other.',
  'needless-pair': 'A pair in which neither side has a need (stated, implied or read) is halved: meeting meets no need of either, and no reason could name a need and the offer that meets it; such a pair fills a list only after the pairs that meet a need (two mentors who both only offer advice follow the founders who ask for it).',
} as const satisfies Record<string, string>;

export type RuleName = keyof typeof RULES;

let disabled = new Set<string>();

/** Evaluation only: switches the named rules off for this process (unknown names throw). */
export function setDisabledRules(names: readonly string[]): void {
  for (const n of names) if (!(n in RULES)) throw new Error(`unknown rule ${n}; known: ${Object.keys(RULES).join(', ')}`);
  disabled = new Set(names);
}

export function ruleOn(name: RuleName): boolean {
  return !disabled.has(name);
}

/** `''` normally; `-without(a,b)` when rules are switched off, so such runs never pass as the real thing. */
export function ablationTag(): string {
  return disabled.size === 0 ? '' : `-without(${[...disabled].sort().join(',')})`;
}
