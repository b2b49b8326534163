/**
 * The emoji of an ingredient card: chosen from keywords in its name (first matching group wins, in
 * the order below, so "cioccolato al latte" is chocolate and "burro di cacao" is chocolate too),
 * otherwise from its unit of measure.
 */

export type IngredientIconCategory =
  | 'chocolate'
  | 'coffee'
  | 'vanilla'
  | 'mint'
  | 'citrus'
  | 'fruit'
  | 'nuts'
  | 'egg'
  | 'stabiliser'
  | 'sugar'
  | 'fat'
  | 'milk'
  | 'salt'
  | 'water';

interface KeywordGroup {
  category: IngredientIconCategory;
  emoji: string;
  /** Word beginnings, without accents, lower case. */
  keywords: string[];
  /** Specific emojis for some keywords of the group. */
  specific?: Record<string, string>;
}

export const KEYWORD_GROUPS: readonly KeywordGroup[] = [
  { category: 'chocolate', emoji: '🍫', keywords: ['cioccolat', 'cacao', 'gianduia', 'chocolate', 'cocoa'] },
  { category: 'coffee', emoji: '☕', keywords: ['caffe', 'espresso', 'coffee', 'moka'] },
  { category: 'vanilla', emoji: '🌼', keywords: ['vanigli', 'vanill', 'vanilla'] },
  { category: 'mint', emoji: '🌿', keywords: ['menta', 'mint', 'basilico'] },
  {
    category: 'citrus',
    emoji: '🍋',
    keywords: ['limon', 'arancia', 'arance', 'agrum', 'mandarin', 'pompelm', 'lime', 'bergamott', 'cedro', 'lemon'],
    specific: { arancia: '🍊', arance: '🍊', mandarin: '🍊' },
  },
  {
    category: 'fruit',
    emoji: '🍓',
    keywords: [
      'fragol', 'banan', 'mango', 'frutt', 'lampon', 'mirtill', 'pesca', 'pesche', 'albicocc', 'ciliegi', 'amarena',
      'mela', 'mele', 'pera', 'pere', 'ananas', 'kiwi', 'melone', 'anguria', 'cocco', 'uva', 'fico', 'fichi',
      'mora', 'more', 'ribes', 'passion', 'maracuja', 'papaya', 'strawberr', 'berry',
    ],
    specific: {
      banan: '🍌', mango: '🥭', pesca: '🍑', pesche: '🍑', albicocc: '🍑', ciliegi: '🍒', amarena: '🍒',
      mela: '🍏', mele: '🍏', pera: '🍐', pere: '🍐', ananas: '🍍', kiwi: '🥝', melone: '🍈', anguria: '🍉',
      cocco: '🥥', uva: '🍇', mirtill: '🫐',
    },
  },
  {
    category: 'nuts',
    emoji: '🥜',
    keywords: ['nocciol', 'pistacchi', 'mandorl', 'noce', 'noci', 'arachid', 'anacard', 'pinol', 'castagn', 'nut'],
    specific: { nocciol: '🌰', castagn: '🌰' },
  },
  { category: 'egg', emoji: '🥚', keywords: ['uovo', 'uova', 'tuorl', 'albume', 'egg'] },
  {
    category: 'stabiliser',
    emoji: '🧪',
    keywords: ['stabilizzant', 'neutr', 'addensant', 'emulsionant', 'farina di semi', 'carrub', 'guar', 'agar', 'pectin', 'gelatin', 'inulin', 'lecitin', 'xantan'],
  },
  {
    category: 'sugar',
    emoji: '🍬',
    keywords: ['zuccher', 'destrosio', 'saccarosio', 'glucosio', 'fruttosio', 'maltodestrin', 'miele', 'invertito', 'trealosio', 'lattosio', 'sciroppo', 'sugar', 'honey'],
    specific: { miele: '🍯', honey: '🍯' },
  },
  { category: 'fat', emoji: '🧈', keywords: ['burro', 'grass', 'olio', 'margarin', 'butter', 'oil'] },
  {
    category: 'milk',
    emoji: '🥛',
    keywords: ['latte', 'panna', 'yogurt', 'mascarpone', 'ricotta', 'formaggi', 'kefir', 'milk', 'cream'],
  },
  { category: 'salt', emoji: '🧂', keywords: ['sale', 'salt'] },
  { category: 'water', emoji: '💧', keywords: ['acqua', 'water', 'ghiaccio'] },
];

/** Emoji by unit when no keyword matches: masses, volumes, pieces. */
export const UNIT_EMOJI: Record<string, string> = { kg: '⚖️', g: '⚖️', l: '🫗', ml: '🫗', pz: '📦' };
export const DEFAULT_EMOJI = '🥄';

function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** The keyword group of a name, or null. Keywords of up to 4 letters must be whole words, longer ones start a word. */
export function ingredientCategory(nome: string): { category: IngredientIconCategory; emoji: string } | null {
  const text = normalise(nome);
  for (const group of KEYWORD_GROUPS) {
    for (const keyword of group.keywords) {
      // whole word for short keywords (sale, uva, lime, nut...), word start otherwise
      const hit = keyword.length <= 4 ? text.includes(` ${keyword} `) : text.includes(` ${keyword}`);
      if (hit) return { category: group.category, emoji: group.specific?.[keyword] ?? group.emoji };
    }
  }
  return null;
}

export function ingredientEmoji(nome: string, unitaMisura: string | null | undefined): string {
  const byName = ingredientCategory(nome);
  if (byName) return byName.emoji;
  return (unitaMisura && UNIT_EMOJI[unitaMisura]) || DEFAULT_EMOJI;
}
