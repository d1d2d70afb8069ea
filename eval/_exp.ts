import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { evalEncoder, SAMPLE_DIR, toAttendee } from '/work/wt/matching/eval/sample.ts';
import { LABELS, PROTOTYPES } from '/work/wt/matching/src/matching/prototypes.ts';
import { segment, labelScores } from '/work/wt/matching/src/matching/reading.ts';
import { deriveIntent } from '/work/wt/matching/src/matching/intent.ts';
const ROLE: Record<string,string> = { 'need:capital':'founder','offer:dealflow':'founder','offer:capital':'investor','need:dealflow':'investor','need:talent':'hirer','offer:job':'hirer','need:job':'seeker','offer:talent':'seeker','need:customers':'vendor','offer:solution':'vendor','need:solution':'site','offer:customers':'site','need:supply':'buyer','offer:supply':'supplier','need:advice':'mentee','offer:advice':'mentor','need:cofounder':'cofounder','offer:cofounder':'cofounder','need:partnership':'partner','offer:partnership':'partner','need:research':'research','offer:research':'research','need:grant':'applicant','offer:grant':'funder','need:press':'pr','offer:story':'pr','offer:press':'journalist','need:story':'journalist', none:'none'};
const LAT: Record<string,string> = {funding:'founder',dealflow:'investor',talent:'hirer',job:'seeker',pilot:'vendor',solution:'site',mentorship:'mentee',mentee:'mentor',cofounder:'cofounder',partnership:'partner',grant:'applicant',applicant:'funder',research:'research',press:'pr',story:'journalist',customers:'vendor',supply:'buyer',buyer:'supplier'};
const run = (await import(pathToFileURL(join(SAMPLE_DIR, 'run.mjs')).href)) as any;
const enc = await evalEncoder();
const labels: any[] = []; const texts: string[] = [];
for (const l of LABELS) for (const t of (PROTOTYPES as any)[l] ?? []) { labels.push(l); texts.push(t); }
const bank = { labels, vecs: await enc.encode(texts) };
const evs = run.loadEvents();
const pubs = run.loadPublicEvents();
for (const evId of (process.argv[2] ?? 'tidemark-ff-2025,wellspring-health-2025').split(',')) {
  const ev = evs.find((e: any) => e.event_id === evId);
  const rows = pubs.find((e: any) => e.event_id === evId).attendees;
  const acc: Record<string, number> = {};
  const conf: Record<string, number> = {};
  for (const p of ev.people) {
    const row = rows.find((r: any) => r.attendee_id === p.row.attendee_id);
    const a = toAttendee(row);
    if (!p.latent.needs[0]) continue; const want = LAT[p.latent.needs[0].cat] ?? p.latent.needs[0].cat;
    const segs = segment(a.event_goal ?? '');
    const title = [a.title, a.company].filter(Boolean).join(' at ');
    const all = [...segs, ...(a.event_needs ?? []), ...(a.event_offers ?? [])];
    const vecs = await enc.encode([...all, a.event_goal ?? '', title]);
    const variants: Record<string, (v: Float32Array[]) => string> = {};
    const roleScores = (v: Float32Array) => { const m = new Map<string, number>(); for (const [l, s] of labelScores(bank as any, v)) { const r = ROLE[l]!; if (s > (m.get(r) ?? -1)) m.set(r, s); } return m; };
    const best = (m: Map<string, number>) => [...m].filter(([r]) => r !== 'none').sort((x, y) => y[1] - x[1])[0]?.[0] ?? '?';
    variants.clauseMax = () => { const m = new Map<string, number>(); for (let i = 0; i < all.length; i++) for (const [r, s] of roleScores(vecs[i]!)) if (s > (m.get(r) ?? -1)) m.set(r, s); return best(m); };
    variants.goal = () => best(roleScores(vecs[all.length]!));
    variants.sum = () => { const m = new Map<string, number>(); const add = (v: Float32Array, w: number) => { for (const [r, s] of roleScores(v)) m.set(r, (m.get(r) ?? 0) + w * s); }; add(vecs[all.length]!, 1); for (let i = 0; i < all.length; i++) add(vecs[i]!, 1 / all.length); add(vecs[all.length + 1]!, 0.3); return best(m); };
    variants.maxPlusTitle = () => { const m = new Map<string, number>(); for (let i = 0; i < all.length; i++) for (const [r, s] of roleScores(vecs[i]!)) if (s > (m.get(r) ?? -1)) m.set(r, s); for (const [r, s] of roleScores(vecs[all.length]!)) m.set(r, Math.max(m.get(r) ?? -1, s)); for (const [r, s] of roleScores(vecs[all.length+1]!)) m.set(r, (m.get(r) ?? 0) + 0.1 * s); return best(m); };
    variants.old = () => { const it = deriveIntent(a); const n = it.needs.find((x) => !x.implied) ?? it.needs[0]; const o = it.offers.find((x) => !x.implied); return n ? ROLE[`need:${n.topic}`] ?? n.topic : o ? ROLE[`offer:${o.topic}`] ?? o.topic : '?'; };
    variants.hybrid = () => { const o = variants.old!(vecs); return o !== '?' && o !== 'other' ? o : variants.maxPlusTitle!(vecs); };
    for (const [k, f] of Object.entries(variants)) { const got = f(vecs); if (got === want) acc[k] = (acc[k] ?? 0) + 1; if (k === 'old' && got !== want) conf[`${want}->${got}`] = (conf[`${want}->${got}`] ?? 0) + 1; }
  }
  console.log(evId, ev.people.length, acc);
  console.log(Object.entries(conf).sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${k} ${v}`).join('; '));
}
