import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// ../shared from the repository root; a git worktree (wt/<name>) finds it one level further up.
const tool = [resolve(root, '..', 'shared', 'tools', 'sample-leak-check.mjs'), resolve(root, '..', '..', 'shared', 'tools', 'sample-leak-check.mjs')].find(existsSync);

t.test('given the matching sample, when the library source is scanned, then no sentence of it appears in src/matching', { skip: tool ? false : 'SKIPPED: ../shared/tools/sample-leak-check.mjs is absent here' }, async (t) => {
  const r = spawnSync(process.execPath, [tool!, 'src/matching'], { cwd: root, encoding: 'utf8' });
  t.equal(r.status, 0, r.stdout + r.stderr);
});

t.test('given the eval templates, the supply and sector probes and the industry dev events, when the library source is scanned, then none of their sentences appears in src/matching', async (t) => {
  const { TEMPLATES } = await import('../../eval/templates.ts').catch(() => ({ TEMPLATES: null }));
  const { readdirSync, readFileSync } = await import('node:fs');
  const words = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(/\s+/).filter(Boolean);
  const evalDir = resolve(root, 'eval');
  // Every 8-word run of every string literal in the template files, and of every probe sentence.
  const shingles = new Set<string>();
  const addShingles = (text: string) => {
    const w = words(text);
    for (let i = 0; i + 8 <= w.length; i++) shingles.add(w.slice(i, i + 8).join(' '));
  };
  for (const f of readdirSync(evalDir).filter((f) => f.startsWith('templates'))) {
    for (const m of readFileSync(resolve(evalDir, f), 'utf8').matchAll(/'([^'\n]{30,})'|`([^`]{30,})`|"([^"\n]{30,})"/g)) addShingles((m[1] ?? m[2] ?? m[3])!.replace(/\$\{[^}]*\}/g, ' '));
  }
  const { PROBE_SUPPLY } = await import('../../eval/probe-supply.ts');
  const { PROBE_SECTOR } = await import('../../eval/probe-sector.ts');
  for (const [sentence] of [...PROBE_SUPPLY, ...PROBE_SECTOR]) addShingles(sentence);
  // And of every goal, need and offer written for the industry dev events.
  const devDir = resolve(evalDir, 'dev-events');
  for (const f of readdirSync(devDir).filter((f) => f.endsWith('.mjs'))) {
    for (const m of readFileSync(resolve(devDir, f), 'utf8').matchAll(/'([^'\n]{30,})'|`([^`]{30,})`|"([^"\n]{30,})"/g)) addShingles((m[1] ?? m[2] ?? m[3])!);
  }
  t.ok(shingles.size > 100 || TEMPLATES === null, `${shingles.size} template, probe and dev-event passages`);
  const src = resolve(root, 'src', 'matching');
  const hits: string[] = [];
  for (const f of readdirSync(src).filter((f) => f.endsWith('.ts'))) {
    const w = words(readFileSync(resolve(src, f), 'utf8'));
    for (let i = 0; i + 8 <= w.length; i++) if (shingles.has(w.slice(i, i + 8).join(' '))) hits.push(`${f}: ${w.slice(i, i + 8).join(' ')}`);
  }
  t.same(hits, []);
});
