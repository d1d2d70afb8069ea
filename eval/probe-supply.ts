/**
 * `npm run eval:probe-supply [-- --verbose] [--words-only] [--ablate RULE]`: harness only. How
 * often the reading tells a supplier of goods from a buyer of them, on hand-written industry
 * sentences (general knowledge of how factories, farms, hauliers and purchasers describe
 * themselves; not taken from any evaluation set, and `test/matching/sample-leak.unit.test.ts`
 * keeps them out of the library).
 *
 * Each sentence is labelled S (supplies goods or a physical service: wants buyers) or B (buys
 * them: wants a supplier). A reading is right when it reads the person's side of that market as
 * stated or inferred (not only as a mirror) and nothing on the other side: for S an offer of
 * `supply` or a need of `customers` / `distribution` and no need of `supply`; for B a need of
 * `supply` or an offer of `customers` and no offer of `supply`.
 *
 * Sentences alternate S and B; pairs 0, 2, 4, … are the dev split and pairs 1, 3, 5, … the test
 * split. Change the reading looking at dev only (`--verbose` lists dev misses), and read test
 * as the figure.
 */
import { pathToFileURL } from 'node:url';
import { deriveIntent, readAttendee, setDisabledRules } from '../src/matching/index.ts';
import type { AttendeeInput, Intent, IntentItem } from '../src/matching/index.ts';
import { ablatedRules, evalEncoder } from './sample.ts';

export const PROBE_SUPPLY: readonly (readonly [string, 'S' | 'B'])[] = [
  ['We are a contract manufacturer of injection-moulded plastic parts looking for new OEM customers.', 'S'],
  ['Looking for a reliable supplier of food-grade packaging film.', 'B'],
  ['We run a cold-chain warehouse near the ring road with spare pallet capacity.', 'S'],
  ['Our bakery chain wants to source organic flour from local mills.', 'B'],
  ['We produce aluminium castings and want distributors in Scandinavia.', 'S'],
  ['Procurement manager at a dairy, buying cardboard trays and labels in large volumes.', 'B'],
  ['Family firm making stainless steel tanks for breweries; we need more brewery clients.', 'S'],
  ['I buy spare parts for our packaging lines and want second sources outside Asia.', 'B'],
  ['Our 3PL has two free loading docks and trucks going south every night.', 'S'],
  ['We grow tomatoes under glass and want more supermarket and wholesale buyers.', 'S'],
  ['Textile mill with free looms this autumn, we weave technical fabrics to order.', 'S'],
  ['Category buyer for a chain of 120 garden centres, always after new outdoor furniture ranges.', 'B'],
  ['We print corrugated boxes in short runs and deliver within a week.', 'S'],
  ['Our furniture factory needs a new supplier of beech plywood after our mill closed.', 'B'],
  ['Powder coating line running at half capacity, happy to quote for metal parts.', 'S'],
  ['Sourcing lead for an electronics assembler: we need PCB suppliers with automotive certification.', 'B'],
  ['We distill essential oils and sell them in bulk to cosmetics brands.', 'S'],
  ['A school catering company looking for fresh fruit delivered daily to forty kitchens.', 'B'],
  ['Refrigerated trucking across Poland and Germany, looking for more loads on the return leg.', 'S'],
  ['We need a co-packer who can fill our sauces into glass jars, about 20,000 a month.', 'B'],
  ['Seed potato grower with certified stock for next season, looking for farms and traders.', 'S'],
  ['Head of purchasing at a window maker, we buy a lot of aluminium profiles and glass.', 'B'],
  ['Our sawmill cuts oak and pine to size for joiners and builders merchants.', 'S'],
  ['Startup brewery looking for a maltster and a can supplier who will take small orders.', 'B'],
  ['We recycle PET flakes and can deliver food-grade granulate by the tonne.', 'S'],
  ['Buyer for a hospital group: we source gloves, gowns and wipes for eleven sites.', 'B'],
  ['Specialist in laser cutting and welding of stainless steel, open for new orders.', 'S'],
  ['Our restaurant group wants to buy directly from farmers instead of wholesalers.', 'B'],
  ['We mill and press rapeseed oil and supply food manufacturers across the region.', 'S'],
  ['A toy company searching for a factory in Europe that can mould wooden parts.', 'B'],
  ['Chemical distributor with warehouses in three countries, we stock solvents and resins.', 'S'],
  ['We import coffee and need a roaster that can roast and pack under our label.', 'B'],
  ['Our cannery has spare capacity in winter and takes orders from other brands.', 'S'],
  ['Procurement at a car parts plant, we need new sources of rubber seals.', 'B'],
  ['Pallet maker, new and repaired pallets, delivery within 48 hours.', 'S'],
  ['Small cosmetics brand looking for a lab that can make our creams in batches of 500.', 'B'],
  ['Our dairy farm sells raw milk and cream to cheesemakers and ice cream parlours.', 'S'],
  ['Operations lead at an online grocer: we want more local suppliers of eggs and dairy.', 'B'],
  ['Freight forwarder specialised in sea containers from Asia, we handle customs too.', 'S'],
  ['We are opening three bakeries and need a miller who can deliver flour every week.', 'B'],
];

type Split = 'dev' | 'test';
const splitOf = (k: number): Split => (Math.floor(k / 2) % 2 === 0 ? 'dev' : 'test');

/** Stated or inferred, not only a mirror of another item. */
const reads = (xs: readonly IntentItem[], topic: string) => xs.some((i) => i.topic === topic && (!i.implied || i.inferred === true));

function rightSide(r: Intent, want: 'S' | 'B'): boolean {
  if (want === 'S') return (reads(r.offers, 'supply') || reads(r.needs, 'customers') || reads(r.needs, 'distribution')) && !reads(r.needs, 'supply');
  return (reads(r.needs, 'supply') || reads(r.offers, 'customers')) && !reads(r.offers, 'supply');
}

const attendee = (k: number, text: string): AttendeeInput => ({ entity_id: `probe-${k}`, attendee_id: null, id_source: 'partner', display_name: 'Probe', side: null, event_goal: text });
const items = (xs: readonly IntentItem[]) => xs.map((i) => `${i.topic}${i.implied ? '*' : ''}`).join(',');

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  // What the named rules buy here, as `eval:matching --ablate` shows on the sample.
  setDisabledRules(ablatedRules());
  const modes = process.argv.includes('--words-only') ? ['words'] : ['words', 'encoder'];
  for (const mode of modes) {
    const encoder = mode === 'encoder' ? await evalEncoder() : null;
    const right: Record<Split, number> = { dev: 0, test: 0 };
    const all: Record<Split, number> = { dev: 0, test: 0 };
    for (const [k, [text, want]] of PROBE_SUPPLY.entries()) {
      const a = attendee(k, text);
      const r = encoder ? (await readAttendee(a, { encoder })).intent : deriveIntent(a);
      const ok = rightSide(r, want);
      const split = splitOf(k);
      all[split]++;
      if (ok) right[split]++;
      if (verbose && split === 'dev' && !ok) console.log(`  miss (${mode}) ${want} needs ${items(r.needs) || '-'} offers ${items(r.offers) || '-'} | ${text}`);
    }
    console.log(`${mode.padEnd(8)} dev ${right.dev}/${all.dev}  test ${right.test}/${all.test}`);
  }
}

// Run only as a script: importing the sentences runs nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
