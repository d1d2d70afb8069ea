/**
 * `npm run eval:probe-sector [-- --verbose] [--ablate RULE]`: harness only. How often the
 * reading finds a founder's sector when the pitch describes the product without naming the
 * sector, on hand-written one-line pitches (general knowledge of how founders describe their
 * companies; not taken from any evaluation set, and `test/matching/sample-leak.unit.test.ts`
 * keeps them out of the library).
 *
 * Each pitch is read as a founder's goal at a founder/investor event and labelled with one
 * sector key of the qualifier lexicon. Two figures per split: `found` (the sector is among the
 * sectors the reading gives the founder's items) and `only` (it is the only one: no extra sector
 * that would match the wrong investors).
 *
 * Four pitches per sector: the first and third are the dev split, the second and fourth the test
 * split. Change the reading looking at dev only (`--verbose` lists dev misses), and read test as
 * the figure.
 */
import { pathToFileURL } from 'node:url';
import { readAttendee, setDisabledRules } from '../src/matching/index.ts';
import type { AttendeeInput } from '../src/matching/index.ts';
import { ablatedRules, evalEncoder } from './sample.ts';

export const PROBE_SECTOR: readonly (readonly [string, string])[] = [
  ['We let freelancers get paid by their clients in any currency and keep the money in one account.', 'fintech'],
  ['Our app lends small amounts to shopkeepers against their daily till receipts.', 'fintech'],
  ['Raising a seed round for software that matches a company’s invoices with its card spend automatically.', 'fintech'],
  ['We sell cover for parcels and phone screens at the checkout of online shops.', 'fintech'],
  ['We make a wearable that tells older heart patients and their cardiologist when something is off.', 'health'],
  ['Our platform books home visits by nurses and keeps the care notes where families can read them.', 'health'],
  ['Pre-seed round for a service that gets anyone an appointment with a therapist within a day.', 'health'],
  ['We give rural community workers a tablet that helps them screen pregnant women for risks.', 'health'],
  ['We build tools that label images and text so teams can train their own models faster.', 'ai'],
  ['Our runtime cuts the cost of serving large language models on ordinary graphics cards.', 'ai'],
  ['Raising for a platform that tests chatbots for wrong answers before each release.', 'ai'],
  ['We fine-tune open speech models for languages the big providers ignore and sell access by the minute.', 'ai'],
  ['Our product turns messy spreadsheets into approval workflows for operations teams.', 'saas'],
  ['We make a command-line tool that catches breaking changes before a pull request is merged.', 'saas'],
  ['Subscription software that plans shifts and timesheets for restaurant and retail chains.', 'saas'],
  ['We keep sales teams’ customer records clean by syncing their email, calls and contracts.', 'saas'],
  ['Our app gives secondary school pupils daily maths practice that adapts to their mistakes.', 'edtech'],
  ['We retrain adults who lost factory jobs as junior web developers in twelve weeks.', 'edtech'],
  ['Teachers use our platform to set homework, mark it and share progress with parents.', 'edtech'],
  ['We run live online language lessons for children with native-speaking tutors.', 'edtech'],
  ['We plan routes and loads for regional hauliers so fewer trucks drive home empty.', 'logistics'],
  ['Our network of small city hubs gets online orders to customers the same afternoon.', 'logistics'],
  ['Software that follows every container from the port to the warehouse and flags delays early.', 'logistics'],
  ['We connect small exporters with freight forwarders and handle the customs paperwork for them.', 'logistics'],
  ['Landlords use our app to collect rent, log repairs and renew leases without paperwork.', 'proptech'],
  ['We help builders plan site work and order materials from one shared schedule.', 'proptech'],
  ['Our marketplace lets families buy a home with a smaller deposit by co-owning it with investors.', 'proptech'],
  ['We measure how office floors are used so facility managers can give up the space nobody uses.', 'proptech'],
  ['We find leaked passwords and keys in a company’s code and cloud accounts before attackers do.', 'cyber'],
  ['Our agent watches employee laptops for ransomware and cuts them off the network in seconds.', 'cyber'],
  ['We replace the office VPN with access checks on every user and every app.', 'cyber'],
  ['Fake phishing emails and short lessons that teach staff to spot the real ones.', 'cyber'],
  ['We sell refillable cleaning products by subscription, delivered to the door.', 'consumer'],
  ['Our app helps groups of friends plan, book and split the cost of a holiday together.', 'consumer'],
  ['A gentle skincare brand for teenagers, sold online and in high-street chemists.', 'consumer'],
  ['We rent designer baby clothes to parents for a monthly fee.', 'consumer'],
  ['We build robotic arms that pick mixed items out of bins on packing lines.', 'hardware'],
  ['Our self-driving mower looks after sports pitches and parks without anyone on board.', 'hardware'],
  ['We make a clip-on sensor that listens to motors and warns before a machine breaks down.', 'hardware'],
  ['Raising for small inspection drones that fly inside tanks and pipes.', 'hardware'],
  ['We turn spent grain from breweries into a high-protein flour for bakers.', 'food'],
  ['Our container farms grow salad leaves in car parks right next to the supermarket.', 'food'],
  ['An app that lets cafés sell their unsold pastries cheaply at closing time.', 'food'],
  ['We help dairy farmers follow the health and milk yield of every cow from their phone.', 'food'],
  ['We swap old gas boilers in social housing for heat pumps and finance the upgrade.', 'climate'],
  ['Our software works out the carbon footprint of a company’s whole supply chain.', 'climate'],
  ['We recover lithium and cobalt from used batteries and sell it back to cell makers.', 'climate'],
  ['We capture methane from landfill sites and sell it as fuel for lorries.', 'climate'],
];

type Split = 'dev' | 'test';
const splitOf = (k: number): Split => (k % 2 === 0 ? 'dev' : 'test');

const founder = (k: number, text: string): AttendeeInput => ({ entity_id: `probe-${k}`, attendee_id: null, id_source: 'partner', display_name: 'Probe', title: 'Founder', side: 'founder', event_goal: text });

async function main(): Promise<void> {
  const verbose = process.argv.includes('--verbose');
  // What the named rules buy here, as `eval:matching --ablate` shows on the sample.
  setDisabledRules(ablatedRules());
  const encoder = await evalEncoder();
  const found: Record<Split, number> = { dev: 0, test: 0 };
  const only: Record<Split, number> = { dev: 0, test: 0 };
  const all: Record<Split, number> = { dev: 0, test: 0 };
  for (const [k, [text, want]] of PROBE_SECTOR.entries()) {
    const { intent } = await readAttendee(founder(k, text), { encoder });
    const sectors = [...new Set([...intent.needs, ...intent.offers].flatMap((i) => i.qualifiers.sectors))].sort();
    const split = splitOf(k);
    all[split]++;
    if (sectors.includes(want)) found[split]++;
    if (sectors.length === 1 && sectors[0] === want) only[split]++;
    if (verbose && split === 'dev' && !(sectors.length === 1 && sectors[0] === want)) console.log(`  ${want.padEnd(9)} read ${sectors.join(',') || '-'} | ${text}`);
  }
  console.log(`dev found ${found.dev}/${all.dev} only ${only.dev}/${all.dev}  test found ${found.test}/${all.test} only ${only.test}/${all.test}`);
}

// Run only as a script: importing the pitches runs nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
