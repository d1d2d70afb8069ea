/** Public surface of the matching library. Pure: no HTTP, no storage. */
export type {
  AttendeeInput, MatchContext, Intent, IntentItem, Qualifiers, Topic, Side, PairMatch, PrincipalMatches, RunMetadata,
  SubScores, Reason, Tier, Direction,
} from './types.ts';
export { deriveIntent } from './reading.ts';
export { runMatching, contextSnapshotId, ALGORITHM } from './run.ts';
export type { RunOptions, MatchRun } from './run.ts';
export { prewarmMatchingThread, runMatchingInThread } from './run-thread.ts';
export { LocalWordEmbedder, HttpEmbedder, embedderFromConfig } from './embedder.ts';
export type { Embedder, HttpEmbedderConfig } from './embedder.ts';
export { POLICY_VERSION } from './policy.ts';
export { TIER_EVIDENCE, tierOf } from './tiers.ts';
export { readinessOf } from './readiness.ts';
export type { Readiness } from './readiness.ts';
export { sentenceEncoder, encodeVector, decodeVector, CachedEncoder, ENCODER_DIM } from './encoder.ts';
export type { SentenceEncoder } from './encoder.ts';
export { readAttendee, READING_VERSION, isCurrentReading } from './read.ts';
export type { ReadIntent, ReadOptions } from './read.ts';
export { companyKey, hasMatchInput } from './policy.ts';
export { RULES, setDisabledRules } from './rules.ts';
