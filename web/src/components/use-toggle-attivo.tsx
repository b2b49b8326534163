import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { notifyError, notifySuccess } from './notify';

export interface Attivabile {
  id: number;
  nome: string;
  attivo: boolean;
}

interface ToggleAttivoOptions {
  /** How the confirmation names the item, e.g. 'il gusto', "l'ingrediente". */
  articoloNome: string;
  successo: { attivato: string; disattivato: string };
  /** Spec section 8 message when the call fails. */
  errore: string;
  attiva: (id: number) => Promise<unknown>;
  disattiva: (id: number) => Promise<unknown>;
  loading: boolean;
  onDone: () => void;
}

/**
 * Activate / deactivate through the 'Conferma Azione' dialog (spec section 2): `chiedi(item)` opens
 * the confirmation, `dialog` is rendered once by the page.
 */
export function useToggleAttivo<T extends Attivabile>(opts: ToggleAttivoOptions): { chiedi: (item: T) => void; dialog: ReactElement } {
  const [target, setTarget] = useState<T | null>(null);
  const conferma = async () => {
    if (!target) return;
    const item = target;
    try {
      await (item.attivo ? opts.disattiva(item.id) : opts.attiva(item.id));
      notifySuccess(item.attivo ? opts.successo.disattivato : opts.successo.attivato);
      opts.onDone();
    } catch {
      notifyError(opts.errore);
    } finally {
      setTarget(null);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      message={target ? `Sei sicuro di voler ${target.attivo ? 'disattivare' : 'attivare'} ${opts.articoloNome} "${target.nome}"?` : ''}
      confirmLabel={target?.attivo ? 'Disattiva' : 'Attiva'}
      destructive={target?.attivo ?? false}
      loading={opts.loading}
      onConfirm={() => void conferma()}
      onCancel={() => setTarget(null)}
    />
  );
  return { chiedi: setTarget, dialog };
}
