/**
 * `npx tsx eval/diagnose.ts [dev|fresh|fresh2|fresh3] [key] [--weak]`: derivation check per phrasing of a tuning
 * set. Each template is rendered with fixed slot values and derived alone, as a goal and as an
 * explicit list entry; a line is printed when the stated item (axis, topic) or a slot's
 * qualifier is not read. Held-out phrasings are refused: they are never looked at item by item.
 */
import { deriveIntent } from '../src/matching/index.ts';
import type { IntentItem } from '../src/matching/index.ts';
import { templatesFor } from './dataset.ts';
import type { Split } from './dataset.ts';
import { TEMPLATES } from './templates.ts';

const SET = (process.argv[2] ?? 'fresh') as Split;
// The probe set is never read item by item either: it checks that tuning generalises.
if (!['dev', 'fresh', 'fresh2', 'fresh3'].includes(SET)) throw new Error('diagnose reads the tuning sets only (dev, fresh, fresh2, fresh3)');
const ONLY = process.argv[3];

const FILL = [
  { sector: 'climate tech', sectorKey: 'climate', stage: 'seed round', stageKey: 'seed', geo: 'Berlin', geoKey: 'dach', amount: '€1.5M', role: 'backend engineers', roleS: 'data scientist', roleKey: 'engineer', roleSKey: 'data' },
  { sector: 'B2B payments', sectorKey: 'fintech', stage: 'Series A', stageKey: 'series_a', geo: 'the Nordics', geoKey: 'nordics', amount: '2.5 million euros', role: 'product designers', roleS: 'account executive', roleKey: 'designer', roleSKey: 'sales' },
  { sector: 'digital health', sectorKey: 'health', stage: 'pre-seed', stageKey: 'preseed', geo: 'Lagos', geoKey: 'africa', amount: '€500k-2M', role: 'a CTO', roleS: 'ML engineer', roleKey: 'cto', roleSKey: 'data' },
];


/** The title and company the generator gives the archetype who states each key (eval/dataset.ts). */
const PROFILE: Record<string, [string, string]> = {
  'need:capital': ['Founder', 'Novaly'], 'offer:capital': ['Partner', 'Nova Ventures'], 'need:advice': ['Founder', 'Nova Labs'],
  'offer:advice': ['Advisor', 'Nova Advisory'], 'need:talent': ['Head of Talent', 'Nova Labs'], 'need:job': ['Software Engineer', 'NovaCorp'],
  'need:customers': ['Head of Sales', 'Nova Software'], 'offer:customers': ['Head of Innovation', 'Nova Group'], 'need:solution': ['Head of Innovation', 'Nova Group'],
  'offer:solution': ['Head of Sales', 'Nova Software'], 'need:partnership': ['Head of Partnerships', 'Nova Tech'], 'need:press': ['CEO', 'Novaly'],
  'offer:press': ['Reporter', 'Nova Times'], 'need:cofounder': ['Product lead', 'Novaly'], 'need:research': ['CTO', 'Nova Bio'],
  'offer:research': ['Professor', 'Nova University'], 'need:grant': ['Professor', 'Nova University'], 'offer:grant': ['Programme Officer', 'Nova Foundation'],
  'need:supply': ['COO', 'Nova Devices'], 'offer:supply': ['Managing Director', 'Nova Manufacturing'], 'need:distribution': ['Founder', 'Nova Foods'],
  'offer:distribution': ['Head of Channel', 'Nova Distribution'],
};

const show = (xs: IntentItem[]) => xs.map((x) => `${x.axis}:${x.topic}${x.implied ? '*' : ''}[${[...x.qualifiers.sectors, ...x.qualifiers.stages, ...x.qualifiers.geographies, ...x.qualifiers.roles].join(',')}]`).join(' ');

let total = 0, topicMiss = 0, weak = 0, qualMiss = 0;
const SHOW_WEAK = process.argv.includes('--weak');
for (const key of Object.keys(TEMPLATES)) {
  if (ONLY && key !== ONLY) continue;
  const [axis, topic] = key.split(':') as ['need' | 'offer', string];
  for (const tpl of templatesFor(key, SET)) {
    for (const [fi, f] of FILL.entries()) {
      const text = tpl.replace('{sector}', f.sector).replace('{stage}', f.stage).replace('{geo}', f.geo).replace('{amount}', f.amount).replace('{roleS}', f.roleS).replace('{role}', f.role);
      for (const mode of ['goal', 'explicit'] as const) {
        if (mode === 'explicit' && fi > 0) continue;
        total++;
        const it = deriveIntent({ entity_id: 'x', id_source: 'partner', attendee_id: null, display_name: 'X', side: null, title: PROFILE[key]?.[0], company: PROFILE[key]?.[1], ...(mode === 'goal' ? { event_goal: text } : axis === 'need' ? { event_needs: [text] } : { event_offers: [text] }) });
        const items = [...it.needs, ...it.offers];
        const hit = items.find((x) => x.axis === axis && x.topic === topic && !x.inferred) ?? items.find((x) => x.axis === axis && x.topic === topic);
        const problems: string[] = [];
        if (!hit) problems.push(`no ${key}`);
        else if (hit.inferred) {
          weak++;
          if (SHOW_WEAK) problems.push('inferred only');
        }
        else {
          const q = hit.qualifiers;
          if (tpl.includes('{sector}') && !q.sectors.includes(f.sectorKey)) problems.push(`sector ${f.sectorKey}`);
          if (tpl.includes('{stage}') && !q.stages.includes(f.stageKey)) problems.push(`stage ${f.stageKey}`);
          if (tpl.includes('{geo}') && !q.geographies.includes(f.geoKey)) problems.push(`geo ${f.geoKey}`);
          if (tpl.includes('{roleS}') && !q.roles.includes(f.roleSKey)) problems.push(`role ${f.roleSKey}`);
          else if (tpl.includes('{role}') && !q.roles.includes(f.roleKey)) problems.push(`role ${f.roleKey}`);
          if (tpl.includes('{amount}') && !q.amount) problems.push('amount');
        }
        const wrong = items.filter((x) => !x.implied && !(x.axis === axis && x.topic === topic));
        if (wrong.length) problems.push(`extra ${show(wrong)}`);
        if (problems.length === 0) continue;
        if (!hit) topicMiss++;
        else if (problems.length > 1 || !hit.inferred) qualMiss++;
        console.log(`${key.padEnd(18)} ${mode.padEnd(8)} ${problems.join('; ').padEnd(40)} | ${text}\n${''.padEnd(28)}-> ${show(items)}`);
      }
    }
  }
}
console.log(`\n${SET}: ${total} renderings, ${topicMiss} without the stated topic, ${weak} with it only inferred, ${qualMiss} with a qualifier or extra item wrong`);
