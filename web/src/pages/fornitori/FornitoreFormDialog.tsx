import { Grid, Input, Text } from '@chakra-ui/react';
import { creaFornitoreSchema, indirizzoFornitoreShape, MSG_FORNITORI } from '@gelatiere/contratto';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/FormField';
import { useZodForm } from '../../components/use-zod-form';
import type { GestioneFornitoreCampiFragment } from '../../gql/graphql';
import { CONTROLLO_TOCCO } from '../../lib/tocco';

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

/**
 * The API's rules (@gelatiere/contratto creaFornitoreSchema): ragione sociale and P.IVA required (the
 * P.IVA sent as typed: the server checks its check digit), e-mail, telefono and the address' shape;
 * blank optional fields are null.
 */
export const fornitoreFormSchema = z.object({
  ragioneSociale: z.string().trim().min(1, MSG_FORNITORI.ragioneSocialeMancante).max(150, MSG_FORNITORI.ragioneSocialeObbligatoria),
  partitaIva: z.string().trim().min(1, MSG_FORNITORI.partitaIvaMancante),
  email: creaFornitoreSchema.shape.email,
  telefono: creaFornitoreSchema.shape.telefono,
  ...indirizzoFornitoreShape,
}) satisfies z.ZodType<FornitoreFormValues, Partial<Record<Campo, string | null>>>;

/**
 * New or edited supplier (all fields, as the API takes them): ragione sociale and P.IVA required (the
 * server checks the check digit), contacts and the registered office optional.
 */
export function FornitoreFormDialog({ fornitore, submitting, erroreServer, onClose, onSubmit }: Props) {
  const form = useZodForm(fornitoreFormSchema, valoriDi(fornitore));
  const { errors } = form.formState;
  const campoServer = erroreServer ? campoDelMessaggio(erroreServer) : null;

  const campo = (c: CampoForm) => {
    const errore = errors[c.key]?.message ?? (campoServer === c.key ? erroreServer : null);
    return (
      <FormField key={c.key} label={c.label} required={c.required} error={errore ?? undefined} helper={c.helper}>
        <Input
          placeholder={c.placeholder}
          maxLength={c.maxLength}
          inputMode={c.inputMode}
          autoComplete={c.autoComplete ?? 'off'}
          size={CONTROLLO_TOCCO}
          textTransform={c.key === 'provincia' ? 'uppercase' : undefined}
          {...form.register(c.key)}
        />
      </FormField>
    );
  };

  return (
    <FormDialog
      open
      title={fornitore ? 'Modifica Fornitore' : 'Nuovo Fornitore'}
      onClose={onClose}
      onSubmit={form.submitWith(onSubmit)}
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
