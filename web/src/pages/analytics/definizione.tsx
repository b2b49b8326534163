import { IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { LuInfo } from 'react-icons/lu';

/**
 * How a figure is computed, in Italian: an info button beside its label that opens the definition
 * (a toggle tip: a popover, so it opens on a tap and from the keyboard, not only on hover).
 */
export function Definizione({ di, children }: { di: string; children: string }) {
  return (
    <Popover.Root positioning={{ placement: 'top', gutter: 4 }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="xs" minW="8" h="8" color="fg.muted" aria-label={`Come si calcola: ${di}`} data-testid={`definizione-${di}`}>
          <LuInfo aria-hidden />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" px="3" py="2">
            <Popover.Arrow />
            <Text fontSize="sm">{children}</Text>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** One definition per figure of the page: the same words wherever the figure appears. */
export const DEFINIZIONI = {
  kgProdotti: 'Somma dei kg registrati in produzione nel periodo, con i filtri scelti.',
  costoProduzione:
    'Food cost di tutti i kg prodotti: kg × costo al kg della ricetta al momento della produzione. Diverso dal «Costo del venduto» dei Margini, che conta solo i kg su cui è calcolato il margine.',
  margineStimato:
    'Kg prodotti × prezzo di vendita al kg (Impostazioni) − costo di produzione. Confronta due anni con la stessa stima quando almeno uno non ha tutti i dati della vetrina, e nell’anno in corso (i dati della vetrina sono mensili: non si fermano a un giorno).',
  margineReale: 'Kg venduti in vetrina × prezzo di listino − costo dei kg venduti: entrambi gli anni hanno tutti i dati della vetrina.',
  ricavo:
    'Kg venduti in vetrina × prezzo di listino del gusto nel punto vendita; dove la vetrina non ha dati, kg prodotti × prezzo di vendita al kg (stima).',
  costoVenduto:
    'Costo dei kg su cui è calcolato il margine: i kg venduti in vetrina, al food cost della loro produzione; dove la vetrina non ha dati, i kg prodotti (stima: tutto il prodotto è venduto). Diverso dal «Costo di produzione» del confronto, che conta tutti i kg prodotti.',
  margine:
    'Ricavo − costo del venduto. «reale» se ogni mese, punto vendita e gusto ha i dati della vetrina; altrimenti «stimato» (in parte o del tutto).',
  costoOggi:
    'Costo di produzione delle produzioni di oggi: kg × costo al kg della ricetta al momento della produzione (come il «Costo di produzione» del confronto).',
  costoIngrediente:
    'Consumo dell’ingrediente nel periodo (kg prodotti × la sua quota nella ricetta attuale) × il suo costo per unità di oggi. È a prezzi attuali: diverso dal «Costo di produzione», che usa il food cost al momento della produzione.',
  trend:
    'La quota del gusto (o il consumo dell’ingrediente) sui kg prodotti del periodo, seconda metà contro prima: oltre +10 % crescita, sotto −10 % decrescita, altrimenti stabile. È al netto della stagione: cresce ciò che cresce più del laboratorio.',
} as const;

/** The comparison with the running year: the same days of both years (said in every figure's definition). */
export const stessiGiorni = (dal: string, al: string) =>
  `Anno in corso: entrambi gli anni dal ${dal} al ${al}, gli stessi giorni, non l’anno intero contro una sua parte.`;
