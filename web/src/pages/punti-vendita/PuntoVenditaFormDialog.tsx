import { Checkbox, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import type { GestionePuntoVenditaFieldsFragment } from '../../gql/graphql';
import { MSG_POSIZIONE, leggiCoordinata, leggiPatrono, testoCoordinata } from './posizione';
import { leggiTemperaturaVetrina, TEMPERATURA_VETRINA_PREDEFINITA, testoTemperaturaVetrina } from './temperatura-vetrina';

export const NOME_OBBLIGATORIO = 'Il nome è obbligatorio';

export interface PuntoVenditaFormValues {
  nome: string;
  indirizzo: string;
  /** °C, −30..0 */
  temperaturaVetrina: number;
  attivo: boolean;
  /** coordinates of the weather forecast, both or neither */
  latitudine: number | null;
  longitudine: number | null;
  /** 'MM-DD' */
  santoPatrono: string | null;
}

interface Props {
  open: boolean;
  /** The sales point being edited; null for a new one. */
  puntoVendita: GestionePuntoVenditaFieldsFragment | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (values: PuntoVenditaFormValues) => void;
}

/** The text fields and the checkbox; the temperature is edited as text (its own state). */
function initialValues(pv: GestionePuntoVenditaFieldsFragment | null): Pick<PuntoVenditaFormValues, 'nome' | 'indirizzo' | 'attivo'> {
  return { nome: pv?.nome ?? '', indirizzo: pv?.indirizzo ?? '', attivo: pv?.attivo ?? true };
}

/** Create/edit modal: nome required, indirizzo, display-case temperature (°C), attivo. Mounted fresh each time it opens. */
export function PuntoVenditaFormDialog({ open, puntoVendita, submitting, onClose, onSubmit }: Props) {
  const [values, setValues] = useState(() => initialValues(puntoVendita));
  const [nomeError, setNomeError] = useState<string | null>(null);
  const [temperatura, setTemperatura] = useState(() =>
    testoTemperaturaVetrina(puntoVendita?.temperaturaVetrina ?? TEMPERATURA_VETRINA_PREDEFINITA),
  );
  const [temperaturaError, setTemperaturaError] = useState<string | null>(null);
  const [posizione, setPosizione] = useState(() => ({
    latitudine: testoCoordinata(puntoVendita?.latitudine),
    longitudine: testoCoordinata(puntoVendita?.longitudine),
    santoPatrono: puntoVendita?.santoPatrono ?? '',
  }));
  const [posizioneErrori, setPosizioneErrori] = useState<{ coordinate?: string; santoPatrono?: string }>({});

  const submit = () => {
    const nomeMancante = !values.nome.trim();
    const t = leggiTemperaturaVetrina(temperatura);
    setNomeError(nomeMancante ? NOME_OBBLIGATORIO : null);
    setTemperaturaError(t.ok ? null : t.errore);
    const lat = leggiCoordinata(posizione.latitudine, 90, MSG_POSIZIONE.latitudine);
    const lon = leggiCoordinata(posizione.longitudine, 180, MSG_POSIZIONE.longitudine);
    const patrono = leggiPatrono(posizione.santoPatrono);
    const coordinate = !lat.ok ? lat.errore : !lon.ok ? lon.errore : (lat.valore === null) !== (lon.valore === null) ? MSG_POSIZIONE.insieme : undefined;
    setPosizioneErrori({ coordinate, santoPatrono: patrono.ok ? undefined : patrono.errore });
    if (nomeMancante || !t.ok || coordinate || !lat.ok || !lon.ok || !patrono.ok) return;
    onSubmit({
      nome: values.nome.trim(),
      indirizzo: values.indirizzo.trim(),
      temperaturaVetrina: t.valore,
      attivo: values.attivo,
      latitudine: lat.valore,
      longitudine: lon.valore,
      santoPatrono: patrono.valore,
    });
  };

  return (
    <FormDialog
      open={open}
      title={puntoVendita ? 'Modifica Punto Vendita' : 'Nuovo Punto Vendita'}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={puntoVendita ? 'Salva Modifiche' : 'Crea Punto Vendita'}
      testId="punto-vendita-form"
    >
      <Field.Root required invalid={Boolean(nomeError)}>
        <Field.Label>
          Nome <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="nome"
          value={values.nome}
          placeholder="Es. Gelateria Centro"
          maxLength={150}
          onChange={(e) => {
            const nome = e.currentTarget.value;
            setValues((v) => ({ ...v, nome }));
          }}
        />
        {nomeError && <Field.ErrorText>{nomeError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>Indirizzo</Field.Label>
        <Input
          name="indirizzo"
          value={values.indirizzo}
          placeholder="Via, numero civico, città"
          maxLength={500}
          onChange={(e) => {
            const indirizzo = e.currentTarget.value;
            setValues((v) => ({ ...v, indirizzo }));
          }}
        />
      </Field.Root>
      <Field.Root invalid={Boolean(temperaturaError)}>
        <Field.Label>Temperatura vetrina (°C)</Field.Label>
        <Input
          name="temperaturaVetrina"
          value={temperatura}
          inputMode="decimal"
          maxW="40"
          onChange={(e) => setTemperatura(e.currentTarget.value)}
        />
        {temperaturaError ? (
          <Field.ErrorText>{temperaturaError}</Field.ErrorText>
        ) : (
          <Field.HelperText>Da −30 a 0 °C; predefinita −12 °C. Usata per la durezza in vetrina dei gusti.</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={Boolean(posizioneErrori.coordinate)}>
        <Field.Label>Coordinate (latitudine, longitudine)</Field.Label>
        <HStack w="full">
          <Input
            name="latitudine"
            aria-label="Latitudine"
            value={posizione.latitudine}
            inputMode="decimal"
            placeholder="44,4939"
            onChange={(e) => {
              const latitudine = e.currentTarget.value;
              setPosizione((p) => ({ ...p, latitudine }));
            }}
          />
          <Input
            name="longitudine"
            aria-label="Longitudine"
            value={posizione.longitudine}
            inputMode="decimal"
            placeholder="11,3428"
            onChange={(e) => {
              const longitudine = e.currentTarget.value;
              setPosizione((p) => ({ ...p, longitudine }));
            }}
          />
        </HStack>
        {posizioneErrori.coordinate ? (
          <Field.ErrorText>{posizioneErrori.coordinate}</Field.ErrorText>
        ) : (
          <Field.HelperText>Per la previsione meteo delle vendite; senza, la previsione usa la media stagionale.</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={Boolean(posizioneErrori.santoPatrono)}>
        <Field.Label>Santo patrono (MM-GG)</Field.Label>
        <Input
          name="santoPatrono"
          value={posizione.santoPatrono}
          placeholder="10-04"
          maxW="40"
          onChange={(e) => {
            const santoPatrono = e.currentTarget.value;
            setPosizione((p) => ({ ...p, santoPatrono }));
          }}
        />
        {posizioneErrori.santoPatrono ? (
          <Field.ErrorText>{posizioneErrori.santoPatrono}</Field.ErrorText>
        ) : (
          <Field.HelperText>Festivo locale della previsione (es. 10-04 per San Petronio, Bologna).</Field.HelperText>
        )}
      </Field.Root>
      <Checkbox.Root
        colorPalette="brand"
        checked={values.attivo}
        onCheckedChange={(d) => setValues((v) => ({ ...v, attivo: d.checked === true }))}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Attivo</Checkbox.Label>
      </Checkbox.Root>
    </FormDialog>
  );
}
