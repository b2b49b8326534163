import { Button, Field, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LuSave, LuScale } from 'react-icons/lu';
import { serverErrorMessage } from '../../app/error-message';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { notifyError, notifySuccess } from '../../components/notify';
import { useZodForm } from '../../components/use-zod-form';
import { graphql } from '../../gql';
import type { LaboratorioSectionCampiFragment } from '../../gql/graphql';
import { formDaLaboratorio, laboratorioFormSchema, type Campo, type CampoTesto, type LaboratorioFormValues } from './laboratorio-form';
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

export const MSG_LABORATORIO = {
  salvato: 'Impostazioni del laboratorio salvate',
  errore: 'Errore nel salvataggio delle impostazioni del laboratorio',
  caricamento: 'Errore nel caricamento delle impostazioni del laboratorio',
} as const;

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

/** One grid of fields (the numbers, with a decimal keyboard, or the texts), each with its label and help. */
function GrigliaCampi<C extends Campo | CampoTesto>(props: {
  campi: { campo: C; label: string; aiuto: string }[];
  register: UseFormRegister<LaboratorioFormValues>;
  errors: FieldErrors<LaboratorioFormValues>;
  decimale?: boolean;
}) {
  const { campi, register, errors, decimale = false } = props;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
      {campi.map(({ campo, label, aiuto }) => (
        <Field.Root key={campo} invalid={Boolean(errors[campo])}>
          <Field.Label>{label}</Field.Label>
          <Input inputMode={decimale ? 'decimal' : undefined} autoComplete="off" {...register(campo)} />
          {errors[campo] ? <Field.ErrorText>{errors[campo].message}</Field.ErrorText> : <Field.HelperText>{aiuto}</Field.HelperText>}
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}

/** The weighing sheet's laboratory settings (admin): batch freezer capacity, scale resolution, default overruns. */
export function LaboratorioSection() {
  const { data, loading, error, refetch } = useQuery(ImpostazioniLaboratorioDocument, { fetchPolicy: 'cache-and-network' });
  const lab = data?.impostazioniLaboratorio;
  let body;
  if (loading && !data) body = <LoadingState message="Caricamento impostazioni del laboratorio..." />;
  else if (error && !data) body = <ErrorState message={MSG_LABORATORIO.caricamento} onRetry={() => void refetch().catch(() => undefined)} />;
  else if (lab) body = <LaboratorioForm lab={lab} />;

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

/** The form, filled with the saved settings; after a save it shows what the server stored. */
function LaboratorioForm({ lab }: { lab: Laboratorio }) {
  const [salva, { loading: saving }] = useMutation(ImpostaLaboratorioDocument);
  const form = useZodForm(laboratorioFormSchema, formDaLaboratorio(lab));
  const { errors } = form.formState;
  /** The server's refusal, shown as it says it. */
  const [errore, setErrore] = useState<string | null>(null);

  const submit = async (input: ReturnType<typeof laboratorioFormSchema.parse>) => {
    setErrore(null);
    try {
      const res = await salva({ variables: { input }, refetchQueries: [ImpostazioniLaboratorioDocument], awaitRefetchQueries: true });
      form.reset(formDaLaboratorio(res.data?.impostaLaboratorio ?? lab));
      notifySuccess(MSG_LABORATORIO.salvato);
    } catch (e) {
      const msg = serverErrorMessage(e);
      if (msg) setErrore(msg);
      notifyError(MSG_LABORATORIO.errore);
    }
  };
  const conferma = form.submitWith((input) => void submit(input));

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        conferma();
      }}
      noValidate
      aria-label="Impostazioni del laboratorio"
    >
      <Stack gap="3">
        <GrigliaCampi campi={CAMPI} register={form.register} errors={errors} decimale />
        <GrigliaCampi campi={CAMPI_TESTO} register={form.register} errors={errors} />
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
}
