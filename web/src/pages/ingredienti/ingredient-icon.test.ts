import { describe, expect, it } from 'vitest';
import { DEFAULT_EMOJI, ingredientCategory, ingredientEmoji } from './ingredient-icon';

describe('ingredientEmoji', () => {
  it.each([
    ['Latte intero', 'milk', '🥛'],
    ['Panna fresca 35%', 'milk', '🥛'],
    ['Yogurt greco', 'milk', '🥛'],
    ['Zucchero semolato', 'sugar', '🍬'],
    ['Destrosio', 'sugar', '🍬'],
    ['Saccarosio', 'sugar', '🍬'],
    ['Sciroppo di glucosio DE40', 'sugar', '🍬'],
    ['Zucchero invertito', 'sugar', '🍬'],
    ['Miele di acacia', 'sugar', '🍯'],
    ['Cioccolato fondente 70%', 'chocolate', '🍫'],
    ['Cioccolato al latte', 'chocolate', '🍫'],
    ['Cacao amaro in polvere', 'chocolate', '🍫'],
    ['Burro di cacao', 'chocolate', '🍫'],
    ['Bacche di vaniglia Bourbon', 'vanilla', '🌼'],
    ['Fragole fresche', 'fruit', '🍓'],
    ['Lamponi', 'fruit', '🍓'],
    ['Banana', 'fruit', '🍌'],
    ['Polpa di mango', 'fruit', '🥭'],
    ['Frutti di bosco', 'fruit', '🍓'],
    ['Pasta di pistacchio', 'nuts', '🥜'],
    ['Nocciole tostate', 'nuts', '🌰'],
    ['Mandorle pelate', 'nuts', '🥜'],
    ['Burro', 'fat', '🧈'],
    ['Olio di oliva', 'fat', '🧈'],
    ['Tuorlo d’uovo', 'egg', '🥚'],
    ['Uova intere', 'egg', '🥚'],
    ['Sale marino', 'salt', '🧂'],
    ['Acqua', 'water', '💧'],
    ['Caffè espresso', 'coffee', '☕'],
    ['Succo di limone', 'citrus', '🍋'],
    ['Arance di Sicilia', 'citrus', '🍊'],
    ['Scorza di agrumi', 'citrus', '🍋'],
    ['Menta piperita', 'mint', '🌿'],
    ['Stabilizzante', 'stabiliser', '🧪'],
    ['Base neutra', 'stabiliser', '🧪'],
    ['Farina di semi di carrube', 'stabiliser', '🧪'],
  ])('%s -> %s', (nome, category, emoji) => {
    expect(ingredientCategory(nome)?.category).toBe(category);
    expect(ingredientEmoji(nome, 'kg')).toBe(emoji);
  });

  it('ignores case and accents and matches whole words for short keywords', () => {
    expect(ingredientEmoji('CAFFE DECAFFEINATO', 'kg')).toBe('☕');
    expect(ingredientCategory('Salame')).toBeNull();
    expect(ingredientCategory('Uvetta')).toBeNull();
  });

  it('falls back to the unit when no keyword matches', () => {
    expect(ingredientEmoji('Ingrediente misterioso', 'kg')).toBe('⚖️');
    expect(ingredientEmoji('Ingrediente misterioso', 'g')).toBe('⚖️');
    expect(ingredientEmoji('Liquore Strega', 'l')).toBe('🫗');
    expect(ingredientEmoji('Liquore Strega', 'ml')).toBe('🫗');
    expect(ingredientEmoji('Cialde', 'pz')).toBe('📦');
    expect(ingredientEmoji('Cialde', null)).toBe(DEFAULT_EMOJI);
  });
});
