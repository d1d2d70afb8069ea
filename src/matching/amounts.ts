import { normalize } from './text.ts';

/**
 * Money amounts and ranges in a clause: "€1.5M", "$1.5B", "500k–2M", "between 1 and 3 million",
 * "up to $2m", "£250,000", "1,5 Mio". Currencies are not converted: cheque sizes only need to be in the
 * right order of magnitude to rank, and FX would make results depend on a date.
 */
const NUM = String.raw`(\d+(?:[.,]\d+)*)`;
const UNIT = String.raw`(k|mio|mln|mrd|m|mm|mn|bn|b|thousand|million|millions|billion|[a-z]{5,9})?`;
const CUR = String.raw`(?:€|\$|£|eur|usd|gbp)?`;
// Not glued to a preceding letter or digit: "B2B" is not two billion.
const AMOUNT = new RegExp(String.raw`(?<![a-z0-9])${CUR}\s?${NUM}\s?${UNIT}\b\s?(?:eur|euro|euros|usd|dollars|gbp|pounds)?`, 'g');

interface Parsed {
  value: number;
  hasUnit: boolean;
  unitScale: number;
  hasCurrency: boolean;
  index: number;
  end: number;
}

function scale(unit: string | undefined): number {
  switch (unit) {
    case 'k':
    case 'thousand':
      return 1e3;
    case 'm':
    case 'mio': // German, Dutch, Scandinavian: "1,5 Mio"
    case 'mln':
    case 'mm':
    case 'mn':
    case 'million':
    case 'millions':
      return 1e6;
    case 'b':
    case 'bn':
    case 'mrd':
    case 'billion':
      return 1e9;
    default:
      return 1;
  }
}

const LONG_UNITS = ['thousand', 'million', 'millions', 'billion'];

/** "millino", "mlilion": a long unit word with a typo (same first letter and letters, length within one) still counts. */
function misspeltUnit(w: string): string | undefined {
  if (LONG_UNITS.includes(w)) return w;
  return LONG_UNITS.find((u) => u[0] === w[0] && Math.abs(u.length - w.length) <= 1 && [...u].sort().join('').replace(/(.)\1+/g, '$1') === [...w].sort().join('').replace(/(.)\1+/g, '$1'));
}

function toNumber(raw: string): number {
  // "250,000" is a thousands separator; "1,5" is a European decimal.
  if (/^\d{1,3}(,\d{3})+$/.test(raw)) return Number(raw.replace(/,/g, ''));
  return Number(raw.replace(',', '.'));
}

export function parseAmount(text: string): { min: number; max: number } | null {
  const t = normalize(text);
  const found: Parsed[] = [];
  for (const m of t.matchAll(AMOUNT)) {
    const raw = m[1] ?? '';
    const word = m[2];
    const unit = word && word.length >= 5 ? misspeltUnit(word) : word;
    const hasCurrency = /[€$£]|eur|usd|gbp|dollar|pound/.test(word && !unit ? m[0].replace(word, '') : m[0]);
    // A lone "b" is billions only beside a currency ("$1.5B", "$2b-5b"); "plan 1b" is no amount.
    const prev = found[found.length - 1];
    const rangeEnd = prev !== undefined && prev.hasCurrency && /^\s*(?:-|–|to)\s*$/.test(t.slice(prev.end, m.index));
    if (word === 'b' && !hasCurrency && !rangeEnd) continue;
    const unitScale = scale(unit);
    const value = toNumber(raw) * unitScale;
    if (!Number.isFinite(value)) continue;
    found.push({ value, hasUnit: unit !== undefined, unitScale, hasCurrency, index: m.index, end: m.index + m[0].length });
  }
  // A bare number followed by a range partner inherits its unit ("1-3M", "between 1 and 3 million").
  const money: number[] = [];
  for (let i = 0; i < found.length; i++) {
    const cur = found[i];
    if (!cur) continue;
    const next = found[i + 1];
    const between = next ? t.slice(cur.end, next.index) : '';
    if (!cur.hasUnit && next && next.hasUnit && /^\s*(?:-|to|and|–)\s*$/.test(between)) {
      money.push(cur.value * next.unitScale, next.value);
      i++;
      continue;
    }
    if (cur.hasUnit || cur.hasCurrency) {
      if (cur.value >= 1000) money.push(cur.value);
    }
  }
  if (money.length === 0) return null;
  const min = Math.min(...money);
  const max = Math.max(...money);
  if (money.length === 1 && /\b(?:up to|max|maximum|below|under)\b/.test(t)) return { min: min / 10, max };
  return { min, max };
}
