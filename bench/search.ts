/**
 * `npm run bench:search`: people search at scale. 50,000 people in one organisation (one event)
 * are written into a fresh embedded read store exactly as the projectors shape them (person,
 * roster row, event, and a derived reading with base64 int8 sentence vectors), then:
 * - build: the index is built from the read models (`SearchService.indexFor`), wall time and the
 *   memory it holds (heap + typed arrays, after GC when node runs with --expose-gc);
 * - queries: distinct keyword and hybrid queries through the use case (`searchPeople`, query
 *   encoded by the real sentence encoder at request time, no cache hits), p50/p95/p99.
 * Vectors: a bank of phrases is encoded by the real encoder once; each person's vectors are
 * mixtures of bank vectors plus noise (encoding 50,000 people for real would take hours here).
 * `-- --people 2000` picks the size; `-- --queries 200` the number of queries per mode.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openInfra } from '../src/infra/open.ts';
import { projectors } from '../src/projections/index.ts';
import { sentenceEncoder, encodeVector, READING_VERSION } from '../src/matching/index.ts';
import { intentInputHash } from '../src/domain/intent.ts';
import { inputsOf } from '../src/commands/intents/inputs.ts';
import { SearchService } from '../src/search/service.ts';
import { searchPeople } from '../src/queries/searchPeople.ts';
import type { PersonDoc } from '../src/projections/people.ts';
import type { RosterDoc } from '../src/projections/roster.ts';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};
const N = arg('people', 50_000);
const Q = arg('queries', 200);
const ORG = 'bench-org';
const EVENT = 'bench-event';

/** Deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SECTORS = ['battery recycling', 'cold chain logistics', 'precision agriculture', 'digital health', 'payments for freelancers', 'industrial robotics', 'solar irrigation', 'edtech for schools', 'privacy compliance', 'carbon accounting', 'circular fashion', 'food fermentation', 'grid storage', 'last-mile delivery', 'medical imaging', 'cybersecurity for hospitals', 'legal tech', 'construction materials', 'water treatment', 'insurance analytics'];
const ROLES = ['Founder', 'CEO', 'CTO', 'Partner', 'Principal', 'Head of Operations', 'Product Designer', 'Data Scientist', 'Procurement Director', 'Research Scientist', 'Angel Investor', 'Talent Partner', 'Growth Marketer', 'Counsel', 'Plant Manager'];
const FIRST = ['Ada', 'Ben', 'Chloe', 'Dario', 'Emeka', 'Freya', 'Goran', 'Hana', 'Ines', 'Jonas', 'Kiri', 'Lars', 'Mira', 'Nadia', 'Omar', 'Pia', 'Quinn', 'Rosa', 'Sami', 'Tove', 'Uma', 'Viktor', 'Wen', 'Ximena', 'Yara', 'Zane'];
const LAST = ['Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Silva', 'Novak', 'Haddad', 'Kowalski', 'Mensah', 'Fischer', 'Rossi', 'Petrov', 'Nguyen', 'Garcia', 'Berg', 'Costa'];
const CO_A = ['North', 'Blue', 'Iron', 'Green', 'Bright', 'Harbour', 'Summit', 'Delta', 'Cedar', 'Nova', 'Volt', 'Terra'];
const CO_B = ['works', 'labs', 'capital', 'ventures', 'logistics', 'systems', 'health', 'foods', 'energy', 'cooperative', 'partners', 'analytics'];
const NEED = (s: string) => [`looking for investors in ${s}`, `we need pilot customers for our ${s} product`, `hiring engineers who know ${s}`, `seeking a distribution partner for ${s}`];
const OFFER = (s: string) => [`I invest at seed in ${s}`, `we offer consulting on ${s}`, `ten years of operating experience in ${s}`, `our plant has spare capacity for ${s} startups`];

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

function mix(r: () => number, vs: Float32Array[], noise: number): Float32Array {
  const d = vs[0]!.length;
  const out = new Float32Array(d);
  for (const v of vs) {
    const w = 0.5 + r();
    for (let i = 0; i < d; i++) out[i]! += v[i]! * w;
  }
  let n = 0;
  for (let i = 0; i < d; i++) {
    out[i]! += (r() * 2 - 1) * noise;
    n += out[i]! * out[i]!;
  }
  n = Math.sqrt(n);
  for (let i = 0; i < d; i++) out[i]! /= n;
  return out;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const memNow = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-bench-search-'));
  const infra = await openInfra(loadConfig({ DATA_DIR: dir } as NodeJS.ProcessEnv), { bus: false });
  try {
    const encoder = await sentenceEncoder();
    const r = rng(20261123);
    const needBank = await encoder.encode(SECTORS.flatMap(NEED));
    const offerBank = await encoder.encode(SECTORS.flatMap(OFFER));
    const sectorBank = await encoder.encode(SECTORS);

    // The read models, as the projectors write them.
    await infra.read.ensureCollections(projectors.flatMap((p) => p.collections));
    const t0 = performance.now();
    const now = '2026-11-23T00:00:00.000Z';
    await infra.read.transact(async (tx) => {
      await tx.put('events', { id: `${ORG}/${EVENT}`, org_id: ORG, event_id: EVENT, title: 'Bench', created_at: now, updated_at: now, deleted_at: null });
    });
    const BATCH = 2000;
    for (let s = 0; s < N; s += BATCH) {
      await infra.read.transact(async (tx) => {
        for (let i = s; i < Math.min(N, s + BATCH); i++) {
          const entity = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
          const si = Math.floor(r() * SECTORS.length);
          const sector = SECTORS[si]!;
          const ni = Math.floor(r() * 4);
          const oi = Math.floor(r() * 4);
          const needs = r() < 0.8 ? [NEED(sector)[ni]!] : [];
          const offers = r() < 0.8 ? [OFFER(pick(r, SECTORS))[oi]!] : [];
          const company = `${pick(r, CO_A)}${pick(r, CO_B)} ${i % 997}`;
          const person = { id: `${ORG}/${entity}`, org_id: ORG, entity_id: entity, id_source: 'partner', display_name: `${pick(r, FIRST)} ${pick(r, LAST)}`, title: pick(r, ROLES), company, email: `p${i}@bench.example`, linkedin_url: null, raw_data: null, anchors: [], attendee_ids: [`att-${i}`], name_key: null, merged_into: null, merged_from: [], created_at: now, updated_at: now, _pos: 1 } as PersonDoc & { _pos: number };
          const goal = [...needs, ...offers].join('. ') || `working on ${sector}`;
          const row = { id: `${ORG}/${EVENT}/${entity}`, org_id: ORG, event_id: EVENT, entity_id: entity, attendee_id: `att-${i}`, id_source: 'partner', roster_key: `0:att-${i}`, event: { role_at_event: null, side: null, visibility: null, goal, needs: null, offers: null, onboarded_at: null, joined_at: now }, rescore_due: false, side_updated_at: null, enrichment_due: false, updated_at: now, _pos: 1 } as RosterDoc & { _pos: number };
          const nVec = needs.map(() => encodeVector(mix(r, [needBank[si * 4 + ni]!], 0.02)));
          const oVec = offers.map((o) => encodeVector(mix(r, [offerBank[SECTORS.findIndex((x) => o.includes(x)) * 4 + oi]!], 0.02)));
          const read = {
            version: READING_VERSION,
            intent: { needs: needs.map((span) => ({ axis: 'need', topic: 'other', span, implied: false })), offers: offers.map((span) => ({ axis: 'offer', topic: 'other', span, implied: false })), profile_fallback: false },
            vectors: { profile: encodeVector(mix(r, [sectorBank[si]!, ...(needs.length ? [needBank[si * 4 + ni]!] : [])], 0.02)), needs: nVec, offers: oVec },
          };
          await tx.put('people', person);
          await tx.put('event_attendees', row);
          await tx.put('attendee_intents', { id: row.id, org_id: ORG, event_id: EVENT, entity_id: entity, status: 'derived', input_hash: intentInputHash(inputsOf(row, person)), reading_version: READING_VERSION, read, error: null, pending_input_hash: null, revision: 1, requested_at: now, updated_at: now, _pos: 1 });
        }
      });
    }
    const writeS = (performance.now() - t0) / 1000;

    // Build.
    const service = new SearchService({ store: infra.store, read: infra.read, projections: { position: 0, generation: 0 } });
    const before = memNow();
    const b0 = performance.now();
    const cpu0 = process.cpuUsage();
    const index = await service.indexFor(ORG);
    const buildS = (performance.now() - b0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const held = memNow() - before;

    // Queries: distinct texts, so the encoder cache never answers.
    const queries = (mode: 'keyword' | 'hybrid') =>
      Array.from({ length: Q }, (_, i) => {
        const s = SECTORS[i % SECTORS.length]!;
        const forms = [`${s} ${i}`, `who could invest in ${s} number ${i}`, `${pick(r, ROLES)} ${pick(r, CO_A)}${pick(r, CO_B)} ${i}`, `someone to help with ${s} case ${i}`, `${pick(r, FIRST)} ${pick(r, LAST)} ${mode} ${i}`];
        return forms[i % forms.length]!;
      });
    const latencies: Record<string, number[]> = {};
    const cpus: Record<string, number[]> = {};
    for (const mode of ['keyword', 'hybrid'] as const) {
      const qs = queries(mode);
      // Warm-up: compile paths, load the encoder (not measured).
      for (const q of qs.slice(0, 5)) await searchPeople(service, { org: ORG, eventId: EVENT, query: `warm ${q}`, mode, type: 'all', limit: 10 });
      const ms: number[] = [];
      const cpuMs: number[] = [];
      for (const q of qs) {
        const c = process.cpuUsage();
        const t = performance.now();
        await searchPeople(service, { org: ORG, eventId: EVENT, query: q, mode, type: 'all', limit: 10 });
        ms.push(performance.now() - t);
        const u = process.cpuUsage(c);
        cpuMs.push((u.user + u.system) / 1000);
      }
      latencies[mode] = ms;
      cpus[mode] = cpuMs;
    }

    const load = os.loadavg().map((l) => l.toFixed(1)).join(' ');
    console.log(`people-search bench: ${N} people in one org, ${Q} queries per mode; ${os.availableParallelism()} CPUs, load average ${load}`);
    console.log(`read models written in ${writeS.toFixed(1)} s (not part of the index build)\n`);
    console.log('| people | memberships | vectors | build s (cpu s) | index memory MB (vectors MB) |');
    console.log('|---|---|---|---|---|');
    console.log(`| ${index.people} | ${index.memberships} | ${index.vectorCount} | ${buildS.toFixed(1)} (${((cpu.user + cpu.system) / 1e6).toFixed(1)}) | ${mb(held)} (${mb(index.vectorBytes)}) |`);
    console.log('\n| mode | p50 ms | p95 ms | p99 ms | max ms | CPU ms per query p50 / p99 |');
    console.log('|---|---|---|---|---|---|');
    for (const [mode, ms] of Object.entries(latencies)) {
      const c = cpus[mode]!;
      console.log(`| ${mode} | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} | ${pct(ms, 99).toFixed(1)} | ${Math.max(...ms).toFixed(1)} | ${pct(c, 50).toFixed(1)} / ${pct(c, 99).toFixed(1)} |`);
    }
    console.log(`\nprocess peak RSS ${mb(process.resourceUsage().maxRSS * 1024)} MB (includes the sentence encoder)`);
  } finally {
    await infra.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
