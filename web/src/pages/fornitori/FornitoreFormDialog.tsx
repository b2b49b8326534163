import { Field, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog';

export const MSG_FORM_FORNITORE = {
  ragioneSociale: 'La ragione sociale è obbligatoria',
  partitaIva: 'La partita IVA è obbligatoria',
} as const;

export interface FornitoreFormValues {
  ragioneSociale: string;
  partitaIva: string;
  email: string | null;
  telefono: string | null;
}

/** Which field a server message is about (the API answers one Italian message). */
export function campoDelMessaggio(messaggio: string): keyof FornitoreFormValues | null {
  const m = messaggio.toLowerCase();
  if (m.includes('partita iva')) return 'partitaIva';
  if (m.includes('ragione sociale')) return 'ragioneSociale';
  if (m.includes('e-mail')) return 'email';
  if (m.includes('telefono')) return 'telefono';
  return null;
}

interface Props {
  submitting: boolean;
  /** The server's message of the last failed save (shown under its field). */
  erroreServer: string | null;
  onClose: () => void;
  onSubmit: (values: FornitoreFormValues) => void;
}

type Errori = Partial<Record<keyof FornitoreFormValues, string>>;

const CAMPI: { key: keyof FornitoreFormValues; label: string; placeholder: string; required?: boolean; maxLength: number; inputMode?: 'numeric' | 'email' | 'tel'; helper?: string }[] = [
  { key: 'ragioneSociale', label: 'Ragione sociale', placeholder: 'Es. Caseificio Val Padana S.r.l.', required: true, maxLength: 150 },
  { key: 'partitaIva', label: 'Partita IVA', placeholder: '11 cifre, es. 02957650969', required: true, maxLength: 20, inputMode: 'numeric', helper: "Controllata con la cifra di controllo; il prefisso IT e gli spazi sono ammessi." },
  { key: 'email', label: 'E-mail', placeholder: 'ordini@fornitore.it', maxLength: 255, inputMode: 'email', helper: 'Per inviare gli ordini al fornitore.' },
  { key: 'telefono', label: 'Telefono', placeholder: '+39 0372 123456', maxLength: 50, inputMode: 'tel' },
];

/** New supplier: ragione sociale and P.IVA required (checked by the server with its check digit), e-mail and phone optional. */
export function FornitoreFormDialog({ submitting, erroreServer, onClose, onSubmit }: Props) {
  const [values, setValues] = useState<Record<keyof FornitoreFormValues, string>>({ ragioneSociale: '', partitaIva: '', email: '', telefono: '' });
  const [errori, setErrori] = useState<Errori>({});
  const campoServer = erroreServer ? campoDelMessaggio(erroreServer) : null;

  const submit = () => {
    const nuovi: Errori = {};
    if (!values.ragioneSociale.trim()) nuovi.ragioneSociale = MSG_FORM_FORNITORE.ragioneSociale;
    if (!values.partitaIva.trim()) nuovi.partitaIva = MSG_FORM_FORNITORE.partitaIva;
    setErrori(nuovi);
    if (Object.keys(nuovi).length > 0) return;
    onSubmit({
      ragioneSociale: values.ragioneSociale.trim(),
      partitaIva: values.partitaIva.trim(),
      email: values.email.trim() || null,
      telefono: values.telefono.trim() || null,
    });
  };

  return (
    <FormDialog open title="Nuovo Fornitore" onClose={onClose} onSubmit={submit} submitting={submitting} submitLabel="Crea Fornitore" testId="fornitore-form">
      {CAMPI.map((c) => {
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
              onChange={(e) => {
                const valore = e.currentTarget.value;
                setValues((v) => ({ ...v, [c.key]: valore }));
              }}
            />
            {errore ? <Field.ErrorText>{errore}</Field.ErrorText> : c.helper && <Field.HelperText>{c.helper}</Field.HelperText>}
          </Field.Root>
        );
      })}
      {erroreServer && campoServer === null && (
        <Text color="fg.error" role="alert">
          {erroreServer}
        </Text>
      )}
    </FormDialog>
  );
}
