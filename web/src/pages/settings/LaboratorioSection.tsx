import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { LuSave, LuScale } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifyError, notifySuccess } from '../../components/notify';
import { graphql } from '../../gql';
import type { LaboratorioSectionCampiFragment } from '../../gql/graphql';
import { leggiNumero } from '../gusti/foglio-pesata';
import { ImpostaLaboratorioDocument, ImpostazioniLaboratorioDocument } from './operations';
import { Section } from './Section';

/** The fields this section reads and edits: the selection of both the query and the save (./operations). */
graphql(`
  fragment LaboratorioSectionCampi on ImpostazioniLaboratorio {
    capacitaMinKg
    capacitaMaxKg
    risoluzioneG
    risoluzionePrecisioneG
    sogliaPrecisioneG
    overrunGelato
    overrunSorbetto
    shelfLifeGelatoGiorni
    shelfLifeSorbettoGiorni
    ragioneSociale
    indirizzo
    partitaIva
  }
`);

type Laboratorio = LaboratorioSectionCampiFragment;
type Campo =
  | 'capacitaMinKg'
  | 'capacitaMaxKg'
  | 'risoluzioneG'
  | 'risoluzionePrecisioneG'
  | 'sogliaPrecisioneG'
  | 'overrunGelato'
  | 'overrunSorbetto'
  | 'shelfLifeGelatoGiorni'
  | 'shelfLifeSorbettoGiorni';
type CampoTesto = 'ragioneSociale' | 'indirizzo' | 'partitaIva';

export const MSG_LABORATORIO = {
  salvato: 'Impostazioni del laboratorio salvate',
  errore: 'Errore nel salvataggio delle impostazioni del laboratorio',
  caricamento: 'Errore nel caricamento delle impostazioni del laboratorio',
  numero: 'Inserisci numeri validi in ogni campo',
  ordine: 'La capacità minima del mantecatore non può superare la massima',
} as const;

/** Overruns are edited in percent (30) and stored as a fraction (0.30). */
const PERCENTO: ReadonlySet<Campo> = new Set(['overrunGelato', 'overrunSorbetto']);

const CAMPI: { campo: Campo; label: string; aiuto: string }[] = [
  { campo: 'capacitaMinKg', label: 'Mantecatore: minimo kg per ciclo', aiuto: 'Sotto, il foglio di pesata avvisa' },
  { campo: 'capacitaMaxKg', label: 'Mantecatore: massimo kg per ciclo', aiuto: 'Oltre, il lotto si divide in cicli uguali' },
  { campo: 'risoluzioneG', label: 'Bilancia principale: risoluzione (g)', aiuto: 'Predefinito 1 g' },
  { campo: 'risoluzionePrecisioneG', label: 'Bilancia di precisione: risoluzione (g)', aiuto: 'Predefinito 0,1 g' },
  { campo: 'sogliaPrecisioneG', label: 'Bilancia di precisione: sotto (g per ciclo)', aiuto: 'Predefinito 100 g; 0 = mai' },
  { campo: 'overrunGelato', label: 'Overrun gelato (%)', aiuto: 'Predefinito 30 %' },
  { campo: 'overrunSorbetto', label: 'Overrun sorbetti (%)', aiuto: 'Predefinito 20 %: gusti con profilo Sorbetto' },
  { campo: 'shelfLifeGelatoGiorni', label: 'Durata gelato (giorni)', aiuto: "Etichetta: da consumarsi entro, dalla produzione" },
  { campo: 'shelfLifeSorbettoGiorni', label: 'Durata sorbetti (giorni)', aiuto: 'Predefinito 60 giorni' },
];

/** The food business operator printed on every label (Reg. UE 1169/2011 art. 8 e 9). */
const CAMPI_TESTO: { campo: CampoTesto; label: string; aiuto: string }[] = [
  { campo: 'ragioneSociale', label: 'Ragione sociale', aiuto: "In etichetta: l'operatore responsabile" },
  { campo: 'indirizzo', label: 'Indirizzo del laboratorio', aiuto: 'Via, numero, CAP, città (provincia)' },
  { campo: 'partitaIva', label: 'Partita IVA', aiuto: '11 cifre' },
];

const perCampo = (l: Laboratorio, c: Campo) => String(PERCENTO.has(c) ? Math.round(l[c] * 10000) / 100 : l[c]).replace('.', ',');

/** One grid of fields (the numbers, with a decimal keyboard, or the texts), each with its label and help. */
function GrigliaCampi<C extends Campo | CampoTesto>(props: {
  campi: { campo: C; label: string; aiuto: string }[];
  testi: Record<Campo | CampoTesto, string>;
  invalid: boolean;
  decimale?: boolean;
  onChange: (campo: C, value: string) => void;
}) {
  const { campi, testi, invalid, decimale = false, onChange } = props;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
      {campi.map(({ campo, label, aiuto }) => (
        <Field.Root key={campo} invalid={invalid}>
          <Field.Label>{label}</Field.Label>
          <Input name={campo} inputMode={decimale ? 'decimal' : undefined} autoComplete="off" value={testi[campo]} onChange={(e) => onChange(campo, e.currentTarget.value)} />
          <Field.HelperText>{aiuto}</Field.HelperText>
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}

/** The weighing sheet's laboratory settings (admin): batch freezer capacity, scale resolution, default overruns. */
export function LaboratorioSection() {
  const { data, loading, error, refetch } = useQuery(ImpostazioniLaboratorioDocument, { fetchPolicy: 'cache-and-network' });
  const [salva, { loading: saving }] = useMutation(ImpostaLaboratorioDocument);
  // the fields being edited; the others show the saved value
  const [modifiche, setModifiche] = useState<Partial<Record<Campo | CampoTesto, string>>>({});
  const [errore, setErrore] = useState<string | null>(null);
  const lab = data?.impostazioniLaboratorio;
  const testi = lab
    ? (Object.fromEntries([
        ...CAMPI.map(({ campo }) => [campo, modifiche[campo] ?? perCampo(lab, campo)]),
        ...CAMPI_TESTO.map(({ campo }) => [campo, modifiche[campo] ?? lab[campo] ?? '']),
      ]) as Record<Campo | CampoTesto, string>)
    : null;

  const cambia = (campo: Campo | CampoTesto, value: string) => setModifiche((m) => ({ ...m, [campo]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!testi) return;
    const valori = {} as Record<Campo, number>;
    for (const { campo } of CAMPI) {
      const n = leggiNumero(testi[campo]);
      if (n === null) {
        setErrore(MSG_LABORATORIO.numero);
        return;
      }
      valori[campo] = PERCENTO.has(campo) ? Math.round(n * 100) / 10000 : n;
    }
    if (valori.capacitaMinKg > valori.capacitaMaxKg) {
      setErrore(MSG_LABORATORIO.ordine);
      return;
    }
    setErrore(null);
    try {
      const testo = Object.fromEntries(CAMPI_TESTO.map(({ campo }) => [campo, testi[campo].trim()])) as Record<CampoTesto, string>;
      await salva({ variables: { input: { ...valori, ...testo } }, refetchQueries: [ImpostazioniLaboratorioDocument], awaitRefetchQueries: true });
      setModifiche({});
      notifySuccess(MSG_LABORATORIO.salvato);
    } catch (e) {
      const msg = serverErrorMessage(e);
      if (msg) setErrore(msg);
      notifyError(MSG_LABORATORIO.errore);
    }
  };

  let body;
  if (loading && !data) body = <LoadingState message="Caricamento impostazioni del laboratorio..." />;
  else if (error && !data) body = <ErrorState message={MSG_LABORATORIO.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (testi)
    body = (
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Impostazioni del laboratorio">
        <Stack gap="3">
          <GrigliaCampi campi={CAMPI} testi={testi} invalid={Boolean(errore)} decimale onChange={cambia} />
          <GrigliaCampi campi={CAMPI_TESTO} testi={testi} invalid={Boolean(errore)} onChange={cambia} />
          {errore && (
            <Field.Root invalid>
              <Field.ErrorText>{errore}</Field.ErrorText>
            </Field.Root>
          )}
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="Salvataggio..." alignSelf="flex-start">
            <LuSave /> Salva Laboratorio
          </Button>
        </Stack>
      </form>
    );

  return (
    <Section
      icon={LuScale}
      title="Laboratorio"
      description="Capacità del mantecatore, le due bilance e gli overrun predefiniti del foglio di pesata; durata dei gusti e dati dell'operatore stampati in etichetta. Un gusto è un sorbetto quando il suo profilo di bilanciamento (o quello della categoria) è il profilo Sorbetto."
    >
      {body}
    </Section>
  );
}
