import { graphql, HttpResponse } from 'msw';

/** msw fixtures of the recording screens (operations ProduzioneDatiRegistrazione, ProduzioneRegistra). */
const categoria = (id: number, nome: string, colore: string, ordine: number) => ({ __typename: 'CategoriaGusto' as const, id, nome, colore, ordine });
const CREME = categoria(1, 'Creme', '#f5deb3', 1);
const FRUTTA = categoria(2, 'Frutta', '#ff6b81', 2);

const gusto = (id: number, nome: string, cat: ReturnType<typeof categoria>, colore = '#ffffff', attivo = true) => ({
  __typename: 'Gusto' as const,
  id,
  nome,
  colore,
  attivo,
  categoria: cat,
});

export const GUSTI = [gusto(1, 'Fiordilatte', CREME), gusto(2, 'Pistacchio', CREME, '#93c572'), gusto(3, 'Fragola', FRUTTA, '#ff4d6d')];

export const puntoVendita = (id: number, nome: string, attivo = true) => ({ __typename: 'PuntoVendita' as const, id, nome, attivo });

export function datiHandler(punti = [puntoVendita(1, 'Gelateria Centro'), puntoVendita(2, 'Chiosco Mare')], gusti = GUSTI) {
  return graphql.query('ProduzioneDatiRegistrazione', () => HttpResponse.json({ data: { gusti, puntiVendita: punti } }));
}

export function registraHandler(onInput: (input: unknown) => void = () => undefined, kgTotale?: number) {
  return graphql.mutation('ProduzioneRegistra', ({ variables }) => {
    const input = variables.input as { data: string; gusti: { quantitaKg: number }[] };
    onInput(input);
    const kg = kgTotale ?? input.gusti.reduce((s, g) => s + g.quantitaKg, 0);
    return HttpResponse.json({ data: { registraProduzione: { __typename: 'Produzione', id: 99, data: input.data, kgTotale: kg } } });
  });
}
