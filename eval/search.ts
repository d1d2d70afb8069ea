/**
 * `npm run eval:search`: relevance of people search on its own set (eval/search/relevance.ts):
 * recall@10 and MRR per mode, overall and per kind of query. The attendees are read exactly as
 * the enrichment reads them (`readAttendee`), and the index is the one the routes use.
 * `--sweep` also compares fusion settings (reciprocal-rank k, list weights, cosine floor).
 */
import { pathToFileURL } from 'node:url';
import { readAttendee, sentenceEncoder, type SentenceEncoder } from '../src/matching/index.ts';
import { PeopleIndex, SEARCH_MODES, TUNING, type SearchMode } from '../src/search/peopleIndex.ts';
import { memberOf } from '../src/search/sources.ts';
import { intentInputHash } from '../src/domain/intent.ts';
import { inputsOf } from '../src/commands/intents/inputs.ts';
import type { PersonDoc } from '../src/projections/people.ts';
import type { RosterDoc } from '../src/projections/roster.ts';
import { HELD_OUT, QUERIES, ROSTER, type RelevanceQuery } from './search/relevance.ts';

const K = 10;

export async function buildIndex(encoder: SentenceEncoder): Promise<PeopleIndex> {
  const index = new PeopleIndex();
  for (const r of ROSTER) {
    const entity = `e-${r.attendee_id}`;
    const read = await readAttendee({ ...r, entity_id: entity, id_source: 'partner' }, { encoder });
    const row = { event_id: 'ev', entity_id: entity, attendee_id: r.attendee_id, event: { goal: r.event_goal ?? null, needs: r.event_needs ?? null, offers: r.event_offers ?? null, side: r.side } } as unknown as RosterDoc;
    const person = { entity_id: entity, display_name: r.display_name, title: r.title ?? null, company: r.company ?? null } as PersonDoc;
    const input_hash = intentInputHash(inputsOf(row, person));
    index.insert(memberOf(row, person, { id: entity, status: 'derived', input_hash, reading_version: read.version, read }));
  }
  return index;
}

export interface ModeScore {
  recall: number;
  mrr: number;
  byKind: Record<string, { recall: number; mrr: number; n: number }>;
}

export async function evaluate(index: PeopleIndex, encoder: SentenceEncoder, mode: SearchMode, queries: readonly RelevanceQuery[] = QUERIES): Promise<ModeScore> {
  const rows: Array<{ kind: string; recall: number; rr: number }> = [];
  for (const q of queries) {
    // The query vector goes through the same int8 round trip as stored vectors do not: encode only.
    const [vec] = await encoder.encode([q.query]);
    const hits = index.search({ query: q.query, mode, type: 'all', limit: K, eventId: 'ev', queryVector: vec ?? null });
    const got = hits.map((h) => index.entry(h.best)!.attendee_id);
    const found = q.relevant.filter((r) => got.includes(r)).length;
    const first = got.findIndex((g) => g !== null && q.relevant.includes(g));
    rows.push({ kind: q.kind, recall: found / q.relevant.length, rr: first < 0 ? 0 : 1 / (first + 1) });
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const byKind: ModeScore['byKind'] = {};
  for (const kind of new Set(rows.map((r) => r.kind))) {
    const rs = rows.filter((r) => r.kind === kind);
    byKind[kind] = { recall: mean(rs.map((r) => r.recall)), mrr: mean(rs.map((r) => r.rr)), n: rs.length };
  }
  return { recall: mean(rows.map((r) => r.recall)), mrr: mean(rows.map((r) => r.rr)), byKind };
}

const f = (x: number) => x.toFixed(3);

async function main(): Promise<void> {
  const encoder = await sentenceEncoder();
  const index = await buildIndex(encoder);
  console.log(`people-search relevance set: ${ROSTER.length} people, ${QUERIES.length} tuning queries, ${HELD_OUT.length} held-out queries\n`);
  console.log('| split | mode | recall@10 | MRR | lexical R / MRR | paraphrase R / MRR | need R / MRR |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [split, qs] of [['tuning', QUERIES], ['held-out', HELD_OUT]] as const) {
    for (const mode of SEARCH_MODES) {
      const s = await evaluate(index, encoder, mode, qs);
      const k = (n: string) => (s.byKind[n] ? `${f(s.byKind[n].recall)} / ${f(s.byKind[n].mrr)}` : '-');
      console.log(`| ${split} | ${mode} | ${f(s.recall)} | ${f(s.mrr)} | ${k('lexical')} | ${k('paraphrase')} | ${k('need')} |`);
    }
  }
  if (process.argv.includes('--sweep')) {
    const base = { ...TUNING };
    console.log('\nhybrid under other fusion settings (recall@10 / MRR):');
    for (const rrfK of [10, 30, 60]) {
      for (const [kw, sw] of [[1, 1], [1, 1.5], [1.5, 1], [1, 2]] as const) {
        for (const hybridMinCosine of [0.3, 0.4, 0.45]) {
          Object.assign(TUNING, base, { rrfK, keywordWeight: kw, semanticWeight: sw, hybridMinCosine });
          const s = await evaluate(index, encoder, 'hybrid');
          console.log(`k=${rrfK} w=${kw}/${sw} floor=${hybridMinCosine}: ${f(s.recall)} / ${f(s.mrr)}`);
        }
      }
    }
    Object.assign(TUNING, base);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
