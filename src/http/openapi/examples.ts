/** Example values shared by the operation table: one consistent story (an Acme demo day). */

export const CORRELATION_ID = '3f1c9a52-8d2e-4b71-9c55-0e6d2a7b4f10';
export const RUN_ID = '0b7e4c1a-52f3-4d8e-9a61-7c2f5e8d9b34';
export const REVIEW_ID = 'c4a1f2e9-3b6d-4e8a-9f05-2d7c1b8e6a43';
export const ENTITY_ID = '9d2b6f4e-1c8a-4b3d-8e7f-5a6c2d1e0f98';
export const CANDIDATE_ENTITY_ID = '5e8f1a2b-7c3d-4e6f-9a0b-1c2d3e4f5a6b';
export const NOW = '2026-04-02T09:30:00.000Z';

export const event = {
  event_id: 'demo-day-2026',
  title: 'Demo Day 2026',
  description: 'Founders pitch to investors; one-to-one meetings in the afternoon.',
  event_details: null,
  objectives: null,
  welcome_instructions: null,
  start_date: '2026-05-01',
  end_date: '2026-05-01',
  timezone: 'Europe/Berlin',
  visibility: 'private',
  url_slug: 'demo-day-2026',
  created_at: NOW,
  updated_at: NOW,
};

export const context = {
  event_details: 'Forty seed-stage founders and twenty investors; meetings of 20 minutes.',
  objectives: 'Connect founders raising a seed round with investors who lead at that stage.',
  welcome_instructions: 'Check in at the front desk from 08:30.',
};

export const session = {
  session_id: 'pitch-block-a',
  event_id: 'demo-day-2026',
  title: 'Pitch block A',
  description: 'Climate and energy founders.',
  start_timestamp: '2026-05-01T10:00:00+02:00',
  end_timestamp: '2026-05-01T11:30:00+02:00',
  metadata: { room: 'Hall 2' },
  participant_count: 0,
  created_at: NOW,
  updated_at: NOW,
};

export const run = (kind: 'import' | 'enrichment' | 'match', over: Record<string, unknown> = {}) => ({
  run_id: RUN_ID,
  kind,
  status: 'queued',
  event_id: 'demo-day-2026',
  idempotency_key: `${kind}-demo-day-2026-v1`,
  progress: {},
  error: null,
  snapshot_metadata: {},
  version_metadata: {},
  webhook_url: null,
  created_at: NOW,
  updated_at: NOW,
  started_at: null,
  terminal_at: null,
  ...over,
});

export const importProgress = {
  total: 2,
  processed: 2,
  created: 1,
  reused: 0,
  mapped: 1,
  event_added: 1,
  already_in_event: 0,
  review_required: 1,
  skipped: 0,
  error_count: 1,
  warnings: [],
  errors: [{ row: 1, attendee_id: 'att-0002', code: 'REVIEW_REQUIRED', message: 'possible duplicate person held for identity review', review_id: REVIEW_ID }],
};

export const eventSection = {
  role_at_event: 'founder',
  side: 'founder',
  visibility: null,
  goal: 'Raising a seed round for a battery-recycling startup; looking for climate investors.',
  needs: ['seed funding'],
  offers: null,
  onboarded_at: null,
  joined_at: NOW,
};

export const rosterItem = {
  attendee_id: 'att-0001',
  entity_id: ENTITY_ID,
  id_source: 'partner',
  event_id: 'demo-day-2026',
  display_name: 'Ada Founder',
  title: 'CEO',
  company: 'Cellcycle',
  event: eventSection,
  identity: { review_required: false, open_review_count: 0 },
};

export const reviewItem = {
  review_id: REVIEW_ID,
  kind: 'identity',
  event_id: 'demo-day-2026',
  partner_id: 'att-0002',
  display_name: 'Grace Investor',
  candidate: { display_name: 'Grace Investor', title: 'Partner', company: 'Northwind Ventures', linkedin_url: null },
  source_path: 'events/demo-day-2026/attendees:import',
  candidate_ref: 'candidate-1',
  remaining_candidates: 1,
  confidence: 0.82,
  reasoning: 'same name and company as an existing person',
  evaluator: 'identity-rules',
  created_at: NOW,
};
