import t from 'tap';
import { sentenceEncoder, setDisabledRules } from '../../src/matching/index.ts';
import { goodsAgreement, goodsKinds, goodsMask } from '../../src/matching/goods-kinds.ts';
import { finalScore } from '../../src/matching/score.ts';
import { packOf, person } from './helpers.ts';

t.test('goodsKinds: the goods a text names, in the words of the trade', async (t) => {
  t.same(goodsKinds('Our foundry pours grey iron for pump housings'), ['castings']);
  t.same(goodsKinds('We need a new source of corrugated cartons'), ['packaging']);
  t.same(goodsKinds('Spare space on our reefers between Spain and the Midlands'), ['cold_chain']);
  t.same(goodsKinds('Self-adhesive labels printed in short runs'), ['packaging'], 'a self-adhesive label is no adhesive');
  t.same(goodsKinds('Looking for a co-packer for our protein bars'), ['snacks', 'copacking']);
  t.same(goodsKinds('Five-axis CNC capacity free from May'), ['machining']);
  t.same(goodsKinds('We want to meet investors and a mentor'), [], 'no goods named: no kind');
});

t.test('goodsAgreement: a kind in common agrees, related kinds are neither, kinds apart conflict, none says nothing', async (t) => {
  t.equal(goodsAgreement(goodsMask('castings'), goodsMask('iron castings and forgings')), 1);
  t.equal(goodsAgreement(goodsMask('castings'), goodsMask('cnc machining')), 0.5, 'a casting is often machined: related');
  t.equal(goodsAgreement(goodsMask('castings'), goodsMask('printed labels')), 0);
  t.equal(goodsAgreement(goodsMask('castings'), goodsMask('a reliable partner')), -1);
});

t.test('rule goods-kinds: given a buyer of castings, a foundry and a label printer who both sell, then the foundry gains on the printer in the buyer\'s eyes; off, the gap is smaller', async (t) => {
  const encoder = await sentenceEncoder();
  const roster = [
    person('buyer', { title: 'Purchasing Manager', company: 'Hallam Pumps', event_goal: 'We need a new supplier for about 2,000 iron castings a year after ours closed.' }),
    person('foundry', { title: 'Sales Director', company: 'Ridgeway Foundry', event_goal: 'We have spare capacity and want new customers for short-run iron and aluminium castings.' }),
    person('labels', { title: 'Sales Director', company: 'Brightprint', event_goal: 'We have spare press capacity and want new customers for printed self-adhesive labels.' }),
  ];
  const p = await packOf(roster, encoder);
  const gap = () => finalScore(p, 0, 1) - finalScore(p, 0, 2);
  const on = gap();
  setDisabledRules(['goods-kinds']);
  let off: number;
  try {
    off = gap();
  } finally {
    setDisabledRules([]);
  }
  t.ok(on > off, `the foundry's lead over the printer widens (${on.toFixed(4)} vs ${off.toFixed(4)} without)`);
  t.ok(on > 0, 'and the foundry comes first');
});
