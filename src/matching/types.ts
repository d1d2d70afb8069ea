/** Public types of the matching library. Field names follow the spec's Match object. */

export type Side = 'founder' | 'investor';

export interface AttendeeInput {
  entity_id: string;
  attendee_id: string | null;
  id_source: 'partner' | 'meshi';
  display_name: string;
  title?: string | null;
  company?: string | null;
  side: Side | null;
  event_goal?: string | null;
  event_needs?: string[] | null;
  event_offers?: string[] | null;
  raw_data?: Record<string, unknown> | null;
}

export interface MatchContext {
  event_id: string;
  event_details?: string | null;
  objectives?: string | null;
}

/** What an intent is about. A need of topic T is met by an offer of the same topic T. */
export type Topic =
  | 'capital' // founder needs money  <-> investor offers money
  | 'dealflow' // investor needs deals <-> founder offers an investable company
  | 'talent' // company needs hires   <-> candidate offers themselves
  | 'job' // candidate needs a job   <-> company offers roles
  | 'customers' // seller needs buyers/pilots <-> buyer offers a pilot or a budget
  | 'solution' // buyer needs a product  <-> seller offers the product
  | 'partnership'
  | 'advice'
  | 'cofounder'
  | 'supply'
  | 'research'
  | 'grant'
  | 'press'
  | 'story' // journalist needs stories <-> founder offers a story
  | 'distribution'
  | 'other'; // free text beyond the list: matched by similarity only

export type Axis = 'need' | 'offer';
export type IntentSource = 'goal' | 'explicit' | 'profile';

export interface Qualifiers {
  sectors: string[];
  stages: string[];
  geographies: string[];
  roles: string[];
  /** Cheque or round size in EUR-equivalent units (no FX: a currency label is kept for text). */
  amount: { min: number; max: number } | null;
  lead: 'lead' | 'follow' | null;
}

export interface IntentItem {
  axis: Axis;
  topic: Topic;
  qualifiers: Qualifiers;
  /** The text span of the goal (or explicit entry, or profile field) this item came from. */
  span: string;
  source: IntentSource;
  /** Counterpart implied by another item (raising money implies offering an investable company). */
  implied: boolean;
  /**
   * Read without an explicit cue or topic phrase: the topic by word-vector similarity, or the axis
   * (or the whole item) from the person's side or title. Inferred items are also marked `implied`,
   * so they weigh less than stated ones in scoring.
   */
  inferred?: boolean;
  /** Offers only: profile facts that back the offer ("Partner at Northwind Ventures"). */
  evidence: string[];
}

export interface Intent {
  needs: IntentItem[];
  offers: IntentItem[];
  /** True when needs or offers came from the profile because no goal/explicit axis existed. */
  profile_fallback: boolean;
}

export type Tier = 'exceptional' | 'strong' | 'promising' | 'explore';
export type Direction = 'needsToOffers' | 'offersToNeeds';

export interface Reason {
  kind: 'best_goal_pair' | 'aggregate_needs_to_offers' | 'aggregate_offers_to_needs' | 'value_alignment' | 'general_similarity' | 'mutual_pick';
  text: string;
}

export interface SubScores {
  goal_complementarity: number;
  goal_needs_to_offers: number;
  goal_offers_to_needs: number;
  value_alignment: number;
  general_similarity: number;
  score_a_to_b: number;
  score_b_to_a: number;
}

export interface PairMatch {
  principal_entity_id: string;
  target_entity_id: string;
  rank: number;
  final_score: number;
  sub_scores: SubScores;
  best_goal_match: { score: number; direction: Direction };
  driving_goal_pair: { score: number; direction: Direction };
  intent_strength: { aToB: number; bToA: number };
  explainability: { tier: Tier; reasons: Reason[] };
}

export interface PrincipalMatches {
  principal_entity_id: string;
  matches: PairMatch[];
}

export interface RunMetadata {
  input_hash: string;
  algorithm_version: string;
  policy_version: string;
  context_snapshot_id: string;
  policy: 'two_sided' | 'open';
  principals: number;
  pairs: number;
  /** Gini coefficient of how often each eligible target appears in the emitted lists. */
  exposure_gini: number;
  /** Same, before exposure re-ranking: shows what the re-ranking bought. */
  exposure_gini_before: number;
}
