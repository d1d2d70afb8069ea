/**
 * Cheap lexical cues of direction, beside the sentence vector, for the direction classifier:
 * wording of seeking ("looking for", "we need", "who here …") and of providing ("we make",
 * "happy to", "I can"), a question to the room, and an addressed condition ("if you …", whose
 * verbs describe the other person). General English, not topic words: the classifier learns
 * from the labelled examples how much each cue counts.
 */
const SEEK = /\b(?:look(?:ing|s)? (?:for|to (?:find|meet|hire|raise|recruit|partner|connect|talk|speak|hear|learn|work|join|collaborate|buy|source|get))|seek(?:s|ing)?|search(?:es|ing)?(?: for)?|hunt(?:ing)? for|need(?:s|ed|ing)?|want(?:s|ed|ing)?|hop(?:e|es|ing) to|(?:would|i'd|we'd) (?:like|love|appreciate|welcome|value)|eager to (?:find|meet|hear|talk|learn|connect)|love to (?:meet|hear|talk|connect)|keen to (?:find|meet|hear|talk|get|connect|learn|speak)|trying to|short of|lack(?:s|ing)?|struggl\w*|in the market for|require[sd]?|wish(?:es)? to|interested in (?:meeting|finding|hearing|talking)|could use|after (?:a|an|some)|on the lookout|recruiting|hiring|raising|fundraising|applying|searching)\b/i;
const PROVIDE = /\b(?:offer(?:s|ing)?|provid(?:e|es|ing)|suppl(?:y|ies|ying)|(?:we|i)(?: also| can| currently| already)? (?:make|build|produce|sell|run|manufacture|distribute|fund|invest|back|deliver|develop|help|host|lead|award|mentor|advise|coach|teach|support|give|write|cover|operate|supply|serve|grant|finance|publish|review|share|train)s?|happy to|glad to|available (?:to|for|as)|open to (?:host|pilot|test|trial|mentor|advis|hear from|piloting|testing|trialling)|we have (?:capacity|budget|spare|openings|vacancies|funding|money|data)|can (?:help|offer|provide|host|introduce|share|supply|make|deliver|fund)|my door is open|i am an? (?:investor|angel|mentor|advisor|adviser|consultant|journalist|reporter|editor|professor|researcher|distributor|supplier|manufacturer))\b/i;
const ADDRESSED = /\b(?:if you(?:'re| are)?|anyone (?:who|here|that)|who (?:here|can|knows|has|makes|supplies)|any \w+(?: \w+)? here)\b/i;

/** [seeking, providing, question, addressed] as 0/1, for one clause. */
export function directionCues(text: string): number[] {
  return [SEEK.test(text) ? 1 : 0, PROVIDE.test(text) ? 1 : 0, /\?\s*$/.test(text.trim()) || /\?/.test(text) ? 1 : 0, ADDRESSED.test(text) ? 1 : 0];
}
