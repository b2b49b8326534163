import { Field, Grid, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';
import type { GestioneFornitoreCampiFragment } from '../../gql/graphql';
import { CONTROLLO_TOCCO } from '../../lib/tocco';

/** The messages the client checks before sending (CAP and provincia word for word as the API's). */
export const MSG_FORM_FORNITORE = {
  ragioneSociale: 'La ragione sociale è obbligatoria',
  partitaIva: 'La partita IVA è obbligatoria',
  cap: 'CAP non valido: servono 5 cifre',
  provincia: 'Provincia non valida: la sigla di 2 lettere (es. MI)',
} as const;

export interface FornitoreFormValues {
  ragioneSociale: string;
  partitaIva: string;
  email: string | null;
  telefono: string | null;
  indirizzo: string | null;
  cap: string | null;
  comune: string | null;
  provincia: string | null;
}
type Campo = keyof FornitoreFormValues;

/** Which field a server message is about (the API answers one Italian message). */
export function campoDelMessaggio(messaggio: string): Campo | null {
  const m = messaggio.toLowerCase();
  if (m.includes('partita iva')) return 'partitaIva';
  if (m.includes('ragione sociale')) return 'ragioneSociale';
  if (m.includes('e-mail')) return 'email';
  if (m.includes('telefono')) return 'telefono';
  if (m.startsWith('cap ')) return 'cap';
  if (m.startsWith('provincia')) return 'provincia';
  return null;
}

interface Props {
  /** The supplier to edit; absent for a new one. */
  fornitore?: GestioneFornitoreCampiFragment | null;
  submitting: boolean;
  /** The server's message of the last failed save (shown under its field). */
  erroreServer: string | null;
  onClose: () => void;
  onSubmit: (values: FornitoreFormValues) => void;
}

type Errori = Partial<Record<Campo, string>>;

interface CampoForm {
  key: Campo;
  label: string;
  placeholder: string;
  required?: boolean;
  maxLength: number;
  inputMode?: 'numeric' | 'email' | 'tel';
  autoComplete?: string;
  helper?: string;
}

const CAMPI: CampoForm[] = [
  { key: 'ragioneSociale', label: 'Ragione sociale', placeholder: 'Es. Caseificio Val Padana S.r.l.', required: true, maxLength: 150, autoComplete: 'organization' },
  { key: 'partitaIva', label: 'Partita IVA', placeholder: '11 cifre, es. 02957650969', required: true, maxLength: 20, inputMode: 'numeric', helper: 'Controllata con la cifra di controllo; il prefisso IT e gli spazi sono ammessi.' },
  { key: 'email', label: 'E-mail', placeholder: 'ordini@fornitore.it', maxLength: 255, inputMode: 'email', helper: 'Per inviare gli ordini al fornitore.' },
  { key: 'telefono', label: 'Telefono', placeholder: '+39 0372 123456', maxLength: 50, inputMode: 'tel' },
  { key: 'indirizzo', label: 'Indirizzo', placeholder: 'Via Roma 12', maxLength: 200, helper: 'La sede del fornitore: compare nel rapporto di rintracciabilità.' },
];
/** The rest of the address, on one row from the tablet up. */
const CAMPI_SEDE: CampoForm[] = [
  { key: 'cap', label: 'CAP', placeholder: '26100', maxLength: 5, inputMode: 'numeric' },
  { key: 'comune', label: 'Comune', placeholder: 'Cremona', maxLength: 100 },
  { key: 'provincia', label: 'Provincia', placeholder: 'CR', maxLength: 2 },
];

const VUOTI: Record<Campo, string> = { ragioneSociale: '', partitaIva: '', email: '', telefono: '', indirizzo: '', cap: '', comune: '', provincia: '' };
const valoriDi = (f: GestioneFornitoreCampiFragment | null | undefined): Record<Campo, string> =>
  f
    ? {
        ragioneSociale: f.ragioneSociale,
        partitaIva: f.partitaIva ?? '',
        email: f.email ?? '',
        telefono: f.telefono ?? '',
        indirizzo: f.indirizzo ?? '',
        cap: f.cap ?? '',
        comune: f.comune ?? '',
        provincia: f.provincia ?? '',
      }
    : VUOTI;

/** The client's checks: the required fields and the address' shape (the P.IVA check digit is the server's). */
export function validaFornitore(values: Record<Campo, string>): Errori {
  const errori: Errori = {};
  if (!values.ragioneSociale.trim()) errori.ragioneSociale = MSG_FORM_FORNITORE.ragioneSociale;
  if (!values.partitaIva.trim()) errori.partitaIva = MSG_FORM_FORNITORE.partitaIva;
  if (!/^([0-9]{5})?$/.test(values.cap.trim())) errori.cap = MSG_FORM_FORNITORE.cap;
  if (!/^([A-Za-z]{2})?$/.test(values.provincia.trim())) errori.provincia = MSG_FORM_FORNITORE.provincia;
  return errori;
}

/**
 * New or edited supplier (all fields, as the API takes them): ragione sociale and P.IVA required (the
 * server checks the check digit), contacts and the registered office optional.
 */
export function FornitoreFormDialog({ fornitore, submitting, erroreServer, onClose, onSubmit }: Props) {
  const [values, setValues] = useState(() => valoriDi(fornitore));
  const [errori, setErrori] = useState<Errori>({});
  const campoServer = erroreServer ? campoDelMessaggio(erroreServer) : null;
  const opzionale = (s: string) => s.trim() || null;

  const submit = () => {
    const nuovi = validaFornitore(values);
    setErrori(nuovi);
    if (Object.keys(nuovi).length > 0) return;
    onSubmit({
      ragioneSociale: values.ragioneSociale.trim(),
      partitaIva: values.partitaIva.trim(),
      email: opzionale(values.email),
      telefono: opzionale(values.telefono),
      indirizzo: opzionale(values.indirizzo),
      cap: opzionale(values.cap),
      comune: opzionale(values.comune),
      provincia: opzionale(values.provincia)?.toUpperCase() ?? null,
    });
  };

  const campo = (c: CampoForm) => {
    const errore = errori[c.key] ?? (campoServer === c.key ? erroreServer : null);
    return (
      <Field.Root key={c.key} required={c.required} invalid={Boolean(errore)}>
        <Field.Label>
          {c.label} {c.required && <Field.RequiredIndicator />}
        </Field.Label>
        <Input
          name={c.key}
          value={values[c.key]}
          placeholder={c.placeholder}
          maxLength={c.maxLength}
          inputMode={c.inputMode}
          autoComplete={c.autoComplete ?? 'off'}
          size={CONTROLLO_TOCCO}
          textTransform={c.key === 'provincia' ? 'uppercase' : undefined}
          onChange={(e) => {
            const valore = e.currentTarget.value;
            setValues((v) => ({ ...v, [c.key]: valore }));
          }}
        />
        {errore ? <Field.ErrorText>{errore}</Field.ErrorText> : c.helper && <Field.HelperText>{c.helper}</Field.HelperText>}
      </Field.Root>
    );
  };

  return (
    <FormDialog
      open
      title={fornitore ? 'Modifica Fornitore' : 'Nuovo Fornitore'}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={fornitore ? 'Salva Modifiche' : 'Crea Fornitore'}
      testId="fornitore-form"
      size="lg"
      touch
    >
      {CAMPI.map(campo)}
      <Grid templateColumns={{ base: '1fr', sm: '7rem 1fr 6rem' }} gap="4" alignItems="start">
        {CAMPI_SEDE.map(campo)}
      </Grid>
      {erroreServer && campoServer === null && (
        <Text color="fg.error" role="alert">
          {erroreServer}
        </Text>
      )}
    </FormDialog>
  );
}
