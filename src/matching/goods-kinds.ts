import { plainWords } from './text.ts';

/**
 * Rule `goods-kinds`: the kind of goods, or of physical service, a buyer seeks and a supplier
 * sells. The reading's topic says only that one side buys and the other supplies, and a buyer of
 * castings and a supplier of film packaging write alike (volumes, lead times, "a reliable
 * partner"), so text likeness puts every supplier in every buyer's list. What tells them apart is
 * the goods, and those are named by words of the trade (a foundry, a reefer, crisps) that hold
 * across sellers and buyers. Written from general knowledge of manufacturing, food and logistics.
 */
export const GOODS_KINDS = [
  'castings', 'machining', 'sheet_metal', 'forging', 'finishing', 'metal_stock', 'plastics', 'electronics',
  'packaging', 'pallets', 'chemicals', 'textiles', 'machinery',
  'cold_chain', 'warehousing', 'transport',
  'bakery', 'snacks', 'confectionery', 'dairy', 'meat_fish', 'produce', 'beverages', 'ingredients', 'prepared_food', 'pet_food', 'copacking',
] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

const GOODS_WORDS: Record<GoodsKind, RegExp> = {
  castings: /\b(?:foundr(?:y|ies)|castings?|cast (?:iron|aluminium|aluminum|steel|bronze|brass|parts?|components?)|die ?cast\w*|sand cast\w*|investment cast\w*|pour(?:s|ed|ing)? (?:iron|metal|aluminium|aluminum))\b/,
  machining: /\b(?:cnc|machin(?:ing|ed|ists?)|machine shops?|turned (?:parts|components)|turning|milled|milling(?! (?:wheat|grain|flour))|lathes?|precision (?:parts|components|engineering|engineered)|(?:five|5|four|4) axis|tight tolerances?)\b/,
  sheet_metal: /\b(?:sheet metal|laser cut\w*|press brakes?|metal bending|bending|stamp(?:ing|ed|ings)|pressings?|punching|metal enclosures?|brackets|fabricat(?:ion|ed|ors?|ing)|weld(?:ed|ing) (?:assemblies|parts|frames|structures))\b/,
  forging: /\b(?:forg(?:e|es|ed|ing|ings)|drop forged)\b/,
  finishing: /\b(?:powder coat\w*|plating|electroplat\w*|galvani[sz]\w*|anodi[sz]\w*|heat treat\w*|surface (?:treatment|finishing)|shot blast\w*|metal finishing)\b/,
  metal_stock: /\b(?:steel (?:coils?|sheets?|bars?|stock|plate|tubes?|sections?)|aluminium (?:sheets?|extrusions?|ingots?|billets?|profiles?)|aluminum (?:sheets?|extrusions?|ingots?|billets?|profiles?)|metal stock|scrap metal|ingots?|billets?|stainless (?:sheet|bar|tube)s?)\b/,
  plastics: /\b(?:injection mou?ld\w*|mou?lded (?:parts|components|plastics?)|plastic (?:parts|components|housings|mouldings|moldings|products)|extru(?:sion|ded|der)s?|thermoform\w*|blow mou?ld\w*|polymers?|rotomou?ld\w*|mou?ld ?makers?)\b/,
  electronics: /\b(?:pcbs?|pcba|printed circuit\w*|circuit boards?|electronics? (?:assembly|manufactur\w*|components?|production)|smt|surface mount|cable (?:harness\w*|assembl\w*)|wiring (?:harness\w*|looms?)|box build)\b/,
  packaging: /\b(?:packaging|cartons?|corrugated|cardboard|(?:shipping|folding|cardboard|printed) boxes|(?:flexible|plastic|shrink|stretch|cling|barrier|laminated) (?:film|wrap|packaging)|films?|pouch(?:es)?|sachets?|(?:food|plastic|paper|compostable|punnet) trays?|punnets?|labels?|labell?ing|sleeves|bottles|jars|tins|cans|closures|caps and closures|lids|wrappers?|blister packs?|packaging materials?)\b/,
  pallets: /\b(?:(?:wooden|timber|plastic|euro|new|used|heat treated) pallets|pallet (?:makers?|manufactur\w*|suppliers?|repairs?|pooling|hire)|crates|totes|ibcs?|drums|returnable (?:containers|crates|packaging))\b/,
  chemicals: /\b(?:chemicals?|solvents?|(?<!self )adhesives?|glues?|lubricants?|resins?|detergents?|cleaning agents?|coatings? (?:suppliers?|products?)|paints?|industrial gases)\b/,
  textiles: /\b(?:textiles?|fabrics?|garments?|yarns?|sewing|knit(?:ted|ting|wear)|workwear|uniforms?|apparel|clothing manufactur\w*)\b/,
  machinery: /\b(?:machinery|(?:new|used|second hand|secondhand|refurbished) (?:machines|equipment)|conveyors?|forklifts?|industrial (?:ovens?|mixers?|equipment)|(?:packaging|filling|labell?ing|wrapping|sealing|bagging|palleti[sz]ing) machines?|spare parts|production equipment)\b/,
  cold_chain: /\b(?:cold chain|cold ?stor(?:e|es|age)|refrigerat\w*|reefers?|chilled|frozen (?:storage|transport|distribution|warehous\w*|capacity|space|goods|loads?)|freezers?|temperature ?controlled|blast freez\w*|deep freeze)\b/,
  warehousing: /\b(?:warehous(?:e|es|ing) (?:space|capacity|storage|services)|warehousing|storage (?:space|capacity)|pallet (?:spaces|positions|storage|locations|slots)|racking|fulfil?ment|3pl|third party logistics|cross ?dock\w*|bonded (?:warehouse|storage)|sq ?ft|square (?:feet|foot|metres|meters)|sqm)\b/,
  transport: /\b(?:haulage|hauliers?|haulers?|freight|trucking|trucks?|lorr(?:y|ies)|hgvs?|transport (?:capacity|services|partners?|providers?|companies|company|firms?)|(?:road|rail|sea|air) (?:freight|transport)|deliver(?:y|ies) (?:capacity|routes?|runs|partners?|vans?)|carriers?|couriers?|last mile|lanes|backhaul\w*|full truck ?loads?|ftl|ltl|part loads?|shipping (?:partners?|capacity|services)|forwarders?|forwarding|vans)\b/,
  bakery: /\b(?:bakery|bakeries|bakers?|bread|breads|loa(?:f|ves)|rolls|buns|baked goods|pastr(?:y|ies)|croissants?|cakes?|biscuits?|cookies|dough|sourdough|baguettes?|viennoiserie)\b/,
  snacks: /\b(?:snacks?|snacking|crisps|(?:potato|tortilla|vegetable|corn|plantain) chips|popcorn|pretzels?|nuts|(?:snack|cereal|protein|granola|energy|nut) bars?|crackers?|jerky|rice cakes)\b/,
  confectionery: /\b(?:chocolates?|confectioner\w*|sweets|candy|candies|gumm(?:y|ies)|pralines?|toffees?|fudge|marshmallows?)\b/,
  dairy: /\b(?:dairy|dairies|milk|cheeses?|yog(?:h)?urts?|butter|cream(?:ery|eries)?|whey|ice cream)\b/,
  meat_fish: /\b(?:meats?|poultry|chicken|beef|pork|lamb|sausages?|charcuterie|butcher\w*|seafood|fish|salmon|abattoirs?|slaughter\w*|deli meats?)\b/,
  produce: /\b(?:fresh produce|produce (?:growers?|suppliers?|packers?)|fruits?|vegetables?|veg|salads?|berries|potatoes|apples|tomatoes|growers?|horticultur\w*|fresh herbs|mushrooms)\b/,
  beverages: /\b(?:beverages?|drinks?|soft drinks?|juices?|smoothies?|beers?|brewer(?:y|ies|s)|brewing|cider|wines?|winer(?:y|ies)|spirits|distiller(?:y|ies|s)|coffee|teas?|kombucha|(?:mineral|spring|bottled) water|bottling|canning lines?|can lines?|pasteuri[sz]\w*)\b/,
  ingredients: /\b(?:ingredients?|flours?|grains?|wheat|oats|sugars?|sweeteners?|starch\w*|spices?|seasonings?|flavou?r(?:s|ings)|additives?|emulsifiers?|(?:vegetable|olive|sunflower|rapeseed|palm|seed) oils?|malt|yeast|(?:pea|plant|whey|soy) proteins?|extracts?|natural colou?rs|cocoa|flour mills?|powders?)\b/,
  prepared_food: /\b(?:ready meals?|prepared (?:meals?|foods?)|meal kits?|sauces?|soups?|dips|dressings|frozen (?:foods?|meals?|pizzas?|desserts?|vegetables)|pizzas?|sandwich(?:es)?|chilled (?:meals?|foods?)|food service)\b/,
  pet_food: /\b(?:pet ?food|dog food|cat food|pet treats?|petfood)\b/,
  copacking: /\b(?:co ?pack\w*|copack\w*|contract pack\w*|contract (?:manufactur\w*|production|filling|bottling|baking)|private label|white label|toll (?:manufactur\w*|processing)|(?:spare|free|idle) (?:line|production|shift) capacity|line time)\b/,
};

/** Any word of any kind: a text without one is read by no pattern (most texts at most events). */
const ANY_GOODS = new RegExp(Object.values(GOODS_WORDS).map((r) => r.source).join('|'));

/** The kinds of goods a text names (rule `goods-kinds`). */
export function goodsKinds(text: string): GoodsKind[] {
  const t = plainWords(text);
  if (!ANY_GOODS.test(t)) return [];
  return GOODS_KINDS.filter((k) => GOODS_WORDS[k].test(t));
}

const bit = (k: GoodsKind) => 1 << GOODS_KINDS.indexOf(k);
const maskOf = (ks: readonly GoodsKind[]) => ks.reduce((m, k) => m | bit(k), 0) >>> 0;

/** `goodsKinds` as a bitmask (bit i: `GOODS_KINDS[i]`). */
export function goodsMask(text: string): number {
  return maskOf(goodsKinds(text));
}

// Kinds one trade often sells together or that meet in one order (a machined casting, cold-chain
// haulage from a cold store, a co-packer's food), so neither lifts nor lowers a pair.
const FAMILIES: GoodsKind[][] = [
  ['castings', 'machining', 'sheet_metal', 'forging', 'finishing', 'metal_stock'],
  ['cold_chain', 'warehousing', 'transport'],
  ['packaging', 'pallets'],
  ['bakery', 'snacks', 'confectionery'],
  ['copacking', 'bakery', 'snacks', 'confectionery', 'dairy', 'meat_fish', 'produce', 'beverages', 'prepared_food', 'pet_food'],
];
const RELATED = GOODS_KINDS.map((k) => maskOf(FAMILIES.filter((f) => f.includes(k)).flat()));

/** Whether two goods masks name a kind in common (1), only related kinds (0.5), or apart kinds (0); -1 when either names none. */
export function goodsAgreement(a: number, b: number): number {
  if (a === 0 || b === 0) return -1;
  if ((a & b) !== 0) return 1;
  for (let i = 0; i < GOODS_KINDS.length; i++) if ((a & (1 << i)) !== 0 && (RELATED[i]! & b) !== 0) return 0.5;
  return 0;
}
