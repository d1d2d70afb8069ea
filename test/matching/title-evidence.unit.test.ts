/** A title or company that names an offer's role or sector backs it, read with the reading's own lexicon. */
import t from 'tap';
import { deriveIntent, runMatching } from '../../src/matching/index.ts';
import { evidenceFor } from '../../src/matching/evidence.ts';
import { emptyQualifiers } from '../../src/matching/qualifiers-read.ts';
import { collect, person } from './helpers.ts';

const offer = (span: string, over: Partial<ReturnType<typeof emptyQualifiers>> = {}) => ({ span, qualifiers: { ...emptyQualifiers(), ...over } });

t.test('given a title naming the offer’s field or role, when evidence is read, then the title backs the offer', async (t) => {
  // Given: an economist in health offering advice on pricing in health care
  const economist = person('h', { title: 'Health Economist', company: 'Meridian Value Partners' });
  t.same(evidenceFor('advice', economist, offer('Glad to advise on pricing and reimbursement', { sectors: ['health'] })), ['Health Economist at Meridian Value Partners'], 'a sector the title names');
  // Given: a software engineer offering help with engineering questions
  const dev = person('d', { title: 'Senior Software Engineer', company: 'Quillstone' });
  t.same(evidenceFor('advice', dev, offer('Happy to help with engineering questions and code reviews')), ['Senior Software Engineer at Quillstone'], 'a role the clause and the title name');
  // Given: a company that names the sector
  t.same(evidenceFor('solution', person('c', { title: 'COO', company: 'Brightpath Medical' }), offer('We make wound-care dressings', { sectors: ['health'] })), ['COO at Brightpath Medical'], 'a sector the company names');
  // Then: a title in another field, or an offer naming no role or sector, is no evidence
  t.same(evidenceFor('advice', dev, offer('Glad to advise on pricing and reimbursement', { sectors: ['health'] })), [], 'an engineer does not back health pricing advice');
  t.same(evidenceFor('advice', economist, offer('Free half-hour chats for anyone')), [], 'nothing named in the offer');
  t.same(evidenceFor('advice', person('n', {}), offer('Happy to help with engineering questions', {})), [], 'no title, no company');
});

t.test('given attendees whose titles back their offers, when read and matched, then the reasons show the title as evidence', async (t) => {
  const roster = [
    person('eng', { title: 'Senior Software Engineer', company: 'Quillstone', event_offers: ['Happy to review your engineering architecture and code'] }),
    person('fdr', { title: 'Founder', company: 'Tallyo', event_needs: ['Advice from an experienced engineer on our architecture and code'] }),
  ];
  const o = deriveIntent(roster[0]!).offers.find((x) => x.span.includes('engineering architecture'));
  t.ok(o, 'the offer is read');
  t.same(o?.evidence, ['Senior Software Engineer at Quillstone'], 'the title backs it');
  const lists = await collect(runMatching({ attendees: roster, context: { event_id: 'e' }, top_n: 5 }));
  const best = lists.find((l) => l.principal_entity_id === 'fdr')?.matches[0]?.explainability.reasons.find((r) => r.kind === 'best_goal_pair')?.text ?? '';
  t.match(best, /\(Senior Software Engineer at Quillstone\)$/, best);
  t.notMatch(best, /no profile evidence/);
});
