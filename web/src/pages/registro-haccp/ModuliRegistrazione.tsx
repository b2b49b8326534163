import { Box, Button, Card, Heading, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { serverErrorMessage } from '../../app/error-message';
import { Avviso } from '../../components/Avviso';
import { FormField } from '../../components/FormField';
import { useZodForm } from '../../components/use-zod-form';
import { notifySuccess } from '../../components/notify';
import { nuovoIdProduzione } from '../../features/offline/id';
import { moduloFormSchema, type ValoriModulo } from './moduli-form';
import { MSG_HACCP, type CampoModulo } from './registro-haccp';
import { REGISTRA_ABBATTIMENTO, REGISTRA_CONTROLLO_MERCI, REGISTRA_PASTORIZZAZIONE, REGISTRA_PULIZIA } from './operations';

const AZIONE: CampoModulo = { nome: 'azioneCorrettiva', etichetta: 'Azione correttiva', tipo: 'testo', aiuto: 'Obbligatoria se il ciclo o la merce è fuori dai limiti' };
const LOTTO: CampoModulo = { nome: 'lotto', etichetta: 'Lotto', tipo: 'testo' };
const SI_NO = [
  { valore: 'si', etichetta: 'Sì, conforme' },
  { valore: 'no', etichetta: 'No, non conforme' },
] as const;

type Tipo = 'pastorizzazione' | 'abbattimento' | 'pulizia' | 'controllo_merci';

interface Modulo {
  tipo: Tipo;
  titolo: string;
  successo: string;
  campi: CampoModulo[];
}

function moduli(gusti: readonly { id: number; nome: string }[]): Modulo[] {
  return [
    {
      tipo: 'pastorizzazione',
      titolo: 'Pastorizzazione',
      successo: 'Pastorizzazione registrata',
      campi: [
        { nome: 'prodotto', etichetta: 'Prodotto', tipo: 'scelta', obbligatorio: true, opzioni: [{ valore: 'base', etichetta: 'Base' }, { valore: 'gusto', etichetta: 'Gusto' }] },
        { nome: 'descrizione', etichetta: 'Base', tipo: 'testo', obbligatorio: true, visibile: (v) => v.prodotto !== 'gusto', aiuto: 'Es. base bianca' },
        { nome: 'gustoId', etichetta: 'Gusto', tipo: 'scelta', obbligatorio: true, visibile: (v) => v.prodotto === 'gusto', opzioni: gusti.map((g) => ({ valore: String(g.id), etichetta: g.nome })) },
        { nome: 'temperaturaRaggiunta', etichetta: 'Temperatura raggiunta (°C)', tipo: 'numero', obbligatorio: true },
        { nome: 'minutiMantenimento', etichetta: 'Minuti di mantenimento', tipo: 'numero', obbligatorio: true, aiuto: '0,25 = 15 secondi' },
        LOTTO,
        AZIONE,
      ],
    },
    {
      tipo: 'abbattimento',
      titolo: 'Abbattimento',
      successo: 'Abbattimento registrato',
      campi: [
        { nome: 'prodotto', etichetta: 'Prodotto', tipo: 'testo', obbligatorio: true },
        { nome: 'temperaturaIniziale', etichetta: 'Temperatura iniziale (°C)', tipo: 'numero', obbligatorio: true },
        { nome: 'temperaturaFinale', etichetta: 'Temperatura finale (°C)', tipo: 'numero', obbligatorio: true },
        { nome: 'minuti', etichetta: 'Minuti', tipo: 'numero', obbligatorio: true },
        LOTTO,
        AZIONE,
      ],
    },
    {
      tipo: 'pulizia',
      titolo: 'Pulizia',
      successo: 'Pulizia registrata',
      campi: [
        { nome: 'area', etichetta: 'Area', tipo: 'testo', obbligatorio: true, aiuto: 'Es. laboratorio, vetrina, mantecatore' },
        { nome: 'prodotto', etichetta: 'Prodotto usato', tipo: 'testo', obbligatorio: true },
        { nome: 'note', etichetta: 'Note', tipo: 'testo' },
      ],
    },
    {
      tipo: 'controllo_merci',
      titolo: 'Controllo merci in arrivo',
      successo: 'Controllo merci registrato',
      campi: [
        { nome: 'fornitore', etichetta: 'Fornitore', tipo: 'testo', obbligatorio: true },
        { nome: 'prodotto', etichetta: 'Prodotto', tipo: 'testo', obbligatorio: true },
        LOTTO,
        { nome: 'temperatura', etichetta: 'Temperatura alla consegna (°C)', tipo: 'numero' },
        { nome: 'conforme', etichetta: 'Merce conforme', tipo: 'sino', obbligatorio: true, opzioni: SI_NO },
        AZIONE,
      ],
    },
  ];
}

const INIZIALI: Record<Tipo, ValoriModulo> = {
  pastorizzazione: { prodotto: 'base' },
  abbattimento: {},
  pulizia: {},
  controllo_merci: { conforme: 'si' },
};

/** One record form (a card): its fields, the server's refusal shown as it says it, one big button. */
function ModuloCard({ modulo, invia }: { modulo: Modulo; invia: (input: Record<string, string | number | boolean>) => Promise<string | null> }) {
  const iniziali = useMemo(() => ({ ...Object.fromEntries(modulo.campi.map((c) => [c.nome, ''])), ...INIZIALI[modulo.tipo] }), [modulo]);
  const schema = useMemo(() => moduloFormSchema(modulo.campi), [modulo]);
  const form = useZodForm(schema, iniziali);
  const { errors } = form.formState;
  const valori = form.watch();
  /** The server's refusal, shown as it says it. */
  const [errore, setErrore] = useState<string | null>(null);
  const [invio, setInvio] = useState(false);
  const registra = async (input: Record<string, string | number | boolean>) => {
    setInvio(true);
    const esito = await invia(input);
    setInvio(false);
    setErrore(esito);
    if (esito === null) {
      form.reset(iniziali);
      notifySuccess(modulo.successo);
    }
  };
  const conferma = form.submitWith((input) => void registra(input));
  return (
    <Card.Root as="section" aria-label={modulo.titolo} data-testid={`modulo-${modulo.tipo}`} bg="bg">
      <Card.Header>
        <Heading as="h3" size="md">
          {modulo.titolo}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (invio) return;
            setErrore(null);
            conferma();
          }}
        >
          <Stack gap="3">
            {modulo.campi
              .filter((c) => !c.visibile || c.visibile(valori))
              .map((c) => (
                <FormField key={c.nome} label={c.etichetta} required={c.obbligatorio} helper={c.aiuto} error={errors[c.nome]?.message}>
                  {c.opzioni ? (
                    <NativeSelect.Root size="lg">
                      <NativeSelect.Field aria-label={c.etichetta} {...form.register(c.nome)}>
                        {c.tipo === 'scelta' && c.nome.endsWith('Id') && <option value="">Seleziona...</option>}
                        {c.opzioni.map((o) => (
                          <option key={o.valore} value={o.valore}>
                            {o.etichetta}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  ) : c.nome === 'azioneCorrettiva' || c.nome === 'note' ? (
                    <Textarea size="lg" rows={2} aria-label={c.etichetta} {...form.register(c.nome)} />
                  ) : (
                    <Input size="lg" aria-label={c.etichetta} inputMode={c.tipo === 'numero' ? 'decimal' : undefined} {...form.register(c.nome)} />
                  )}
                </FormField>
              ))}
            {errore && <Avviso status="error">{errore}</Avviso>}
            <Button type="submit" colorPalette="brand" size="xl" minH="14" loading={invio}>
              Registra {modulo.titolo.toLowerCase()}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Pasteurisation, blast chilling, cleaning and goods-in of a sales point: each a form sent online with
 * an idempotency key (a double tap records once); out of limits the server asks for the corrective action.
 */
export function ModuliRegistrazione({ puntoVenditaId, gusti, onRegistrata }: { puntoVenditaId: number; gusti: readonly { id: number; nome: string }[]; onRegistrata: () => void }) {
  const elenco = useMemo(() => moduli(gusti), [gusti]);
  const [pastorizzazione] = useMutation(REGISTRA_PASTORIZZAZIONE);
  const [abbattimento] = useMutation(REGISTRA_ABBATTIMENTO);
  const [pulizia] = useMutation(REGISTRA_PULIZIA);
  const [controllo] = useMutation(REGISTRA_CONTROLLO_MERCI);
  const mutazioni = { pastorizzazione, abbattimento, pulizia, controllo_merci: controllo } as const;
  const invia = (tipo: Tipo) => async (campi: Record<string, string | number | boolean>) => {
    try {
      // one shape for the four: the input of each mutation is these fields and the sales point
      await (mutazioni[tipo] as typeof pulizia)({ variables: { input: { ...campi, puntoVenditaId } as never, idempotencyKey: nuovoIdProduzione() } });
      onRegistrata();
      return null;
    } catch (e) {
      return serverErrorMessage(e) ?? MSG_HACCP.salvataggio;
    }
  };
  return (
    <Box>
      <SimpleGrid minChildWidth={{ base: '280px', md: '420px' }} gap="4">
        {elenco.map((m) => (
          <ModuloCard key={m.tipo} modulo={m} invia={invia(m.tipo)} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
