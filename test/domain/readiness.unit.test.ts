import t from 'tap';
import { attendeeReadiness, contextOf, countsOf, eventSummary, memberClassOf, rosterContext, SEVERE_IMBALANCE_RATIO, type AttendeeFacts } from '../../src/domain/readiness.ts';

const facts = (over: Partial<AttendeeFacts> & { side?: string | null; goal?: string | null; title?: string | null } = {}, i = 0): AttendeeFacts => ({
  attendee_id: `a${i}`,
  entity_id: `e${i}`,
  inputs: { goal: over.goal === undefined ? 'Raising a seed round' : over.goal, needs: null, offers: null, title: over.title === undefined ? 'CEO' : over.title, company: 'Acme', side: over.side ?? null },
  open_reviews: over.open_reviews ?? 0,
  intent: over.intent ?? { status: 'derived', current: true, profile_fallback: false, need_topics: ['capital'], offer_topics: ['dealflow'] },
});

t.test('given a derived reading of older inputs, when nothing is queued, then it is stale and names the run', async (t) => {
  const f = facts({ intent: { status: 'derived', current: false, profile_fallback: false, need_topics: [], offer_topics: [] } });
  const r = attendeeReadiness(f, rosterContext('ev', [f, facts({}, 1)]));
  t.same(r.missing, ['event_intent_stale']);
  t.match(r.recommended_actions[0], /^POST \/events\/ev\/enrichment-runs/);
  t.equal(r.event_match_ready, true, 'a stale reading is still used by a match run');
});

t.test('an open review is named; an open event with one other attendee expects few matches', async (t) => {
  const f = facts({ open_reviews: 1 });
  const ctx = rosterContext('ev', [f, facts({}, 1)]);
  const r = attendeeReadiness(f, ctx);
  t.ok(r.missing.includes('identity_review'));
  t.match(r.recommended_actions.at(-1), /review-queue/);
  t.match(r.match_outlook, { expected: 'few', reasons: [{ code: 'FEW_COUNTERPARTS' }] });
  t.equal(ctx.sided, false);
});

t.test('the primary need is checked against what counterparts offer', async (t) => {
  const founder = facts({ side: 'founder' });
  const investors = Array.from({ length: 12 }, (_, i) => facts({ side: 'investor', intent: { status: 'derived', current: true, profile_fallback: false, need_topics: ['dealflow'], offer_topics: i ? ['advice'] : ['capital'] } }, i + 1));
  const ok = attendeeReadiness(founder, rosterContext('ev', [founder, ...investors]));
  t.same(ok.match_outlook, { expected: 'normal', reasons: [] });
  const noCapital = investors.map((x) => ({ ...x, intent: { ...x.intent, offer_topics: ['advice'] } }));
  const few = attendeeReadiness(founder, rosterContext('ev', [founder, ...noCapital]));
  t.match(few.match_outlook, { expected: 'few', reasons: [{ code: 'PRIMARY_NEED_NOT_OFFERED' }] });
});

t.test('event summary: imbalance threshold, readiness gaps, and blocking when under two are ready', async (t) => {
  const roster = [facts({ side: 'investor' }, 0), ...Array.from({ length: SEVERE_IMBALANCE_RATIO }, (_, i) => facts({ side: 'founder' }, i + 1))];
  const ctx = rosterContext('ev', roster);
  const s = eventSummary(ctx, roster, roster.map((f) => attendeeReadiness(f, ctx)));
  t.ok(s.warnings.some((w) => w.code === 'SEVERE_SIDE_IMBALANCE'), `${SEVERE_IMBALANCE_RATIO}:1 is severe`);
  const below = roster.slice(0, SEVERE_IMBALANCE_RATIO);
  const c2 = rosterContext('ev', below);
  t.notOk(eventSummary(c2, below, below.map((f) => attendeeReadiness(f, c2))).warnings.some((w) => w.code === 'SEVERE_SIDE_IMBALANCE'));

  const gaps = [facts({}, 0), facts({}, 1), facts({ goal: null, title: null }, 2), facts({ goal: null, title: null }, 3)].map((f) => ({ ...f, inputs: { ...f.inputs, company: f.inputs.title ? 'Acme' : null } }));
  const c3 = rosterContext('ev', gaps);
  const s3 = eventSummary(c3, gaps, gaps.map((f) => attendeeReadiness(f, c3)));
  t.same(s3.match_readiness, { ready_count: 2, not_ready_count: 2 });
  t.ok(s3.warnings.some((w) => w.code === 'MATCH_READINESS_GAPS'));
  t.ok(s3.warnings.some((w) => w.code === 'EVENT_GOAL_GAPS'));
  const one = [gaps[0]!, gaps[2]!];
  const c4 = rosterContext('ev', one);
  t.match(eventSummary(c4, one, one.map((f) => attendeeReadiness(f, c4))).warnings, [{ code: 'TOO_FEW_MATCHABLE', severity: 'blocking' }]);
});

t.test('given a placeholder goal, when readiness is judged, then it is no goal', async (t) => {
  const noReading = { status: 'none' as const, current: false, profile_fallback: false, need_topics: [], offer_topics: [] };
  for (const goal of ['tbd', ' N/A ', '-', 'to be confirmed']) {
    const f = facts({ goal, intent: noReading });
    const r = attendeeReadiness(f, rosterContext('ev', [f, facts({}, 1)]));
    t.ok(r.missing.includes('event_goal'), `${JSON.stringify(goal)}: event_goal is missing`);
    t.match(r.recommended_actions[0], /attendees:import with event_goal/);
    t.equal(r.event_match_ready, false, `${JSON.stringify(goal)}: not event-match-ready`);
    t.equal(r.match_ready, true, 'still ready on profile intent');
    t.same(memberClassOf(f.inputs, 'none', false, null).goal, false, 'the read model counts it as no goal');
  }
});

t.test('given a goal that says something next to a stand-in, then it is a goal', async (t) => {
  const f = facts({ goal: 'tbd: raising a seed round' });
  const r = attendeeReadiness(f, rosterContext('ev', [f, facts({}, 1)]));
  t.notOk(r.missing.includes('event_goal'));
  t.equal(r.event_match_ready, true);
  t.equal(memberClassOf(f.inputs, 'derived', true, 'v').goal, true);
});

t.test('given explicit lists of placeholders only, then they are empty; one real entry counts', async (t) => {
  const base = facts({ goal: null });
  const only = { ...base, inputs: { ...base.inputs, needs: ['tbd', 'n/a'], offers: ['-'] } };
  const r = attendeeReadiness(only, rosterContext('ev', [only, facts({}, 1)]));
  t.ok(r.missing.includes('event_goal'));
  t.equal(r.event_match_ready, false);
  t.same(memberClassOf(only.inputs, 'derived', true, 'v'), { side: null, goal: false, explicit: false, profile: true, status: 'derived', inputs_read: true, reading_version: 'v' });

  const real = { ...base, inputs: { ...base.inputs, needs: ['tbd', 'seed investment in fintech'] } };
  const r2 = attendeeReadiness(real, rosterContext('ev', [real, facts({}, 1)]));
  t.notOk(r2.missing.includes('event_goal'));
  t.equal(r2.event_match_ready, true);
  t.equal(memberClassOf(real.inputs, 'derived', true, 'v').explicit, true);
});

t.test('given placeholder goals, when the event is summarised, then they count as no goal', async (t) => {
  const roster = [facts({}, 0), facts({}, 1), facts({ goal: 'tbd' }, 2), facts({ goal: 'n/a' }, 3)];
  const ctx = rosterContext('ev', roster);
  const s = eventSummary(ctx, roster, roster.map((f) => attendeeReadiness(f, ctx)));
  t.match(s.warnings.find((w) => w.code === 'EVENT_GOAL_GAPS'), { message: /^2 of 4 attendees have no event_goal/ });

  // the read model's per-class counts give the same
  const classes = roster.map((f) => ({ ...memberClassOf(f.inputs, f.intent.status, f.intent.current, 'v'), n: 1 }));
  t.equal(countsOf(contextOf('ev', classes, []), classes, 'v').no_goal, 2);
});

t.test('given a founder with a side and nothing else at a sided event, then they are ready on the side alone, as a match run matches them', async (t) => {
  const none = { status: 'none' as const, current: false, profile_fallback: false, need_topics: [], offer_topics: [] };
  const bare = { ...facts({ side: 'founder', goal: null, title: null, intent: none }), inputs: { goal: null, needs: null, offers: null, title: null, company: null, side: 'founder' } };
  const investors = Array.from({ length: 12 }, (_, i) => facts({ side: 'investor' }, i + 1));
  const ctx = rosterContext('ev', [bare, ...investors]);
  const r = attendeeReadiness(bare, ctx);
  t.match(r, { match_ready: true, event_match_ready: false, global_match_ready: false });
  t.same(r.match_outlook?.reasons.map((x) => x.code), ['SIDE_ONLY']);
  t.match(r.match_outlook?.reasons[0]?.message, /\(a founder seeks funding\)/);
  t.equal(r.match_outlook?.expected, 'few');
  t.ok(r.missing.includes('event_goal') && r.missing.includes('profile'), 'what would say more is still named');
  // And the read model's class counts agree
  const classes = [bare, ...investors].map((f) => ({ ...memberClassOf(f.inputs, f.intent.status, f.intent.current, 'rv'), n: 1 }));
  t.equal(countsOf(contextOf('ev', classes, []), classes, 'rv').ready, 13);
  // When the same attendee has no side at an open event, then nothing can be read and they are not ready
  const open = { ...bare, inputs: { ...bare.inputs, side: null } };
  const others = [facts({}, 1), facts({}, 2)];
  t.equal(attendeeReadiness(open, rosterContext('ev', [open, ...others])).match_ready, false);
});

t.test('given a current reading that found no need and no offer, then the outlook says nothing was read', async (t) => {
  const nothing = { status: 'derived' as const, current: true, profile_fallback: false, need_topics: [], offer_topics: [] };
  const f = facts({ goal: 'Excited to be here', title: null, intent: nothing });
  const others = Array.from({ length: 12 }, (_, i) => facts({}, i + 1));
  const r = attendeeReadiness(f, rosterContext('ev', [f, ...others]));
  t.match(r, { match_ready: true, event_match_ready: true });
  t.same(r.match_outlook?.reasons.map((x) => x.code), ['NOTHING_READ']);
  t.equal(r.match_outlook?.expected, 'few');
  // And a stale reading says nothing yet: it reads what the attendee wrote before
  const stale = attendeeReadiness({ ...f, intent: { ...nothing, current: false } }, rosterContext('ev', [f, ...others]));
  t.notOk(stale.match_outlook?.reasons.some((x) => x.code === 'NOTHING_READ'));
});

t.test('given a founder at a sided event whose goal reads to nothing beyond the side, then the outlook says only the side is read', async (t) => {
  // Given: a current reading that holds only the money the side states (need funding, offer deal flow, no words)
  const sideRead = { status: 'derived' as const, current: true, profile_fallback: false, need_topics: ['capital'], offer_topics: ['dealflow'], side_only: true };
  const f = facts({ side: 'founder', goal: 'Excited to be here', title: null, intent: sideRead });
  const investors = Array.from({ length: 12 }, (_, i) => facts({ side: 'investor', intent: { status: 'derived', current: true, profile_fallback: false, need_topics: ['dealflow'], offer_topics: ['capital'] } }, i + 1));
  // When: readiness is asked
  const r = attendeeReadiness(f, rosterContext('ev', [f, ...investors]));
  // Then: ready, matched on the side, and the outlook says the goal read to nothing beyond it
  t.match(r, { match_ready: true, event_match_ready: true });
  t.same(r.match_outlook?.reasons.map((x) => x.code), ['SIDE_ONLY']);
  t.match(r.match_outlook?.reasons[0]?.message, /reads to nothing beyond the side \(a founder seeks funding\)/);
  t.equal(r.match_outlook?.expected, 'few');
  // And: a reading that found something of its own says nothing of the kind
  const said = attendeeReadiness({ ...f, intent: { ...sideRead, side_only: false } }, rosterContext('ev', [f, ...investors]));
  t.same(said.match_outlook, { expected: 'normal', reasons: [] });
  // And: a stale reading says nothing yet
  const stale = attendeeReadiness({ ...f, intent: { ...sideRead, current: false } }, rosterContext('ev', [f, ...investors]));
  t.notOk(stale.match_outlook?.reasons.some((x) => x.code === 'SIDE_ONLY'));
});

t.test('given an attendee whose inputs were cleared after a reading, then nothing is stale: there is nothing to read again', async (t) => {
  const old = { status: 'derived' as const, current: false, profile_fallback: false, need_topics: ['capital'], offer_topics: [] };
  const cleared = { ...facts({ goal: 'tbd', title: null, intent: old }), inputs: { goal: 'tbd', needs: [], offers: null, title: '', company: '', side: null } };
  const ctx = rosterContext('ev', [cleared, facts({}, 1), facts({}, 2)]);
  const r = attendeeReadiness(cleared, ctx);
  t.notOk(r.missing.includes('event_intent_stale'), 'no enrichment is asked for: it would refuse the attendee');
  t.ok(r.missing.includes('event_goal') && r.missing.includes('profile'));
  const all = [cleared, facts({}, 1), facts({}, 2)];
  t.notOk(eventSummary(ctx, all, all.map((f) => attendeeReadiness(f, ctx))).warnings.some((w) => w.code === 'ENRICHMENT_NOT_CURRENT'));
});

t.test('given an internally added attendee without e-mail or LinkedIn URL, then the hint does not promise an import row reaches them', async (t) => {
  const none = { status: 'none' as const, current: false, profile_fallback: false, need_topics: [], offer_topics: [] };
  const walkIn = { ...facts({ goal: null, intent: none }), attendee_id: null, entity_id: 'e-walk' };
  const ctx = rosterContext('ev', [walkIn, facts({}, 1)]);
  t.match(attendeeReadiness({ ...walkIn, anchored: false }, ctx).recommended_actions[0], /^DELETE \/events\/ev\/attendees\/e-walk, then PUT .*no import row can reach them/);
  t.match(attendeeReadiness({ ...walkIn, anchored: true }, ctx).recommended_actions[0], /carrying the e-mail or LinkedIn URL of e-walk/);
});

t.test('given "tbd" as title and "n/a" as company with no goal, then there is no profile and nothing to read, as a match run sees it', async (t) => {
  const none = { status: 'none' as const, current: false, profile_fallback: false, need_topics: [], offer_topics: [] };
  const f = { ...facts({ goal: null, intent: none }), inputs: { goal: null, needs: null, offers: null, title: 'tbd', company: 'n/a', side: null } };
  const r = attendeeReadiness(f, rosterContext('ev', [f, facts({}, 1), facts({}, 2)]));
  t.ok(r.missing.includes('profile'), 'profile is missing');
  t.equal(r.match_ready, false, 'not ready: a match run leaves them out');
  t.equal(memberClassOf(f.inputs, 'none', false, null).profile, false, 'the read model counts no profile');
  // When the company says something of the person, then it is a profile
  const g = { ...f, inputs: { ...f.inputs, company: 'Independent' } };
  t.equal(memberClassOf(g.inputs, 'none', false, null).profile, true);
});

t.test('given an attendee whose first need nobody offers, when the outlook names it, then it is named as the reasons name it, never by its topic key', async (t) => {
  // Given: a journalist seeking stories and a founder seeking funding, where nobody offers either
  const ctxOf = (f: AttendeeFacts) => rosterContext('ev', [f, ...Array.from({ length: 12 }, (_, i) => facts({ intent: { status: 'derived', current: true, profile_fallback: false, need_topics: [], offer_topics: ['advice'] } }, i + 1))]);
  const journalist = facts({ goal: 'Looking for stories and people to interview', intent: { status: 'derived', current: true, profile_fallback: false, need_topics: ['story'], offer_topics: [] } });
  const founder = facts({ goal: 'Raising a seed round', intent: { status: 'derived', current: true, profile_fallback: false, need_topics: ['capital'], offer_topics: [] } });
  // When: their outlooks are read
  const story = attendeeReadiness(journalist, ctxOf(journalist)).match_outlook?.reasons[0]?.message;
  const capital = attendeeReadiness(founder, ctxOf(founder)).match_outlook?.reasons[0]?.message;
  // Then: "stories" and "funding", in a sentence that reads
  t.equal(story, "no other attendee read so far offers what this attendee seeks first (stories)");
  t.equal(capital, "no other attendee read so far offers what this attendee seeks first (funding)");
});

t.test('given a tagged founder without a goal at a sided event, when readiness advises an import, then following it keeps their side', async (t) => {
  // Given: a founder with a profile and no goal, and one investor (every import row reapplies the side: omitting it untags)
  const f = facts({ side: 'founder', goal: null });
  const ctx = rosterContext('ev', [f, facts({ side: 'investor' }, 1)]);
  // When: the attendee's and the event's readiness are read
  const r = attendeeReadiness(f, ctx);
  const gaps = eventSummary(ctx, [f, facts({ side: 'investor', goal: null }, 1)], [r, r]).warnings.find((w) => w.code === 'EVENT_GOAL_GAPS');
  // Then: each import advice says to send the side again, and one counterpart is counted in the singular
  t.equal(r.recommended_actions[0], 'PUT /events/ev/attendees:import with event_goal (or event_needs / event_offers) and side founder (a row without side untags the attendee) for a0');
  t.match(gaps?.recommended_action, /each row with its side \(a row without side untags the attendee\)$/);
  t.equal(r.match_outlook?.reasons.find((x) => x.code === 'FEW_COUNTERPARTS')?.message, 'only 1 possible counterpart at the event');
  // and at an open event the advice is as before
  const open = facts({ goal: null });
  t.equal(attendeeReadiness(open, rosterContext('ev', [open, facts({}, 1)])).recommended_actions[0], 'PUT /events/ev/attendees:import with event_goal (or event_needs / event_offers) for a0');
});
