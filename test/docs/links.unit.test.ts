/** The repository documents itself: every relative link of README.md and docs/*.md resolves to a file inside it. */
import t from 'tap';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../helpers/server-process.ts';

const files = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** Markdown links and images `[x](target)` and reference definitions `[x]: target`, outside code spans. */
export function linksOf(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const out: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push(m[1]!);
  for (const m of text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)) out.push(m[1]!);
  return out;
}

t.test('given README.md and docs/*.md, then every relative link resolves to a file inside the repository', async (t) => {
  for (const f of files) {
    const md = fs.readFileSync(path.join(ROOT, f), 'utf8');
    for (const link of linksOf(md)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) {
        t.fail(`${f}: ${link} links outside the repository; the docs link only to files in it`);
        continue;
      }
      if (link.startsWith('#')) continue;
      const target = path.resolve(path.dirname(path.join(ROOT, f)), decodeURIComponent(link.split('#')[0]!));
      t.ok(target.startsWith(ROOT + path.sep), `${f}: ${link} stays inside the repository`);
      t.ok(fs.existsSync(target), `${f}: ${link} exists`);
    }
  }
});

t.test('given the docs, then none points at files beside the repository', async (t) => {
  for (const f of files) {
    const md = fs.readFileSync(path.join(ROOT, f), 'utf8');
    t.notMatch(md, /\.\.\/shared|DESIGN\.md/, `${f} names no file outside the repository`);
  }
});

t.test('given a link to a missing file, then the extractor finds it (the check above can fail)', async (t) => {
  t.same(linksOf('see [a](docs/none.md) and `[b](x.md)` and [c](#top)\n[d]: ../out.md'), ['docs/none.md', '#top', '../out.md']);
});
