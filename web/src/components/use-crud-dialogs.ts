import { useState } from 'react';
import { serverErrorMessage } from '../app/error-message';
import { notifyError, notifySuccess } from './notify';

export interface CrudMessages {
  creato: string;
  aggiornato: string;
  eliminato: string;
  /** Spec section 8 titles; the server's message is shown under them. */
  salvataggio: string;
  /** Title when an edit fails, when it differs from `salvataggio`. */
  aggiornamento?: string;
  eliminazione: string;
}

interface CrudOptions<I> {
  crea: (input: I) => Promise<unknown>;
  aggiorna: (id: number, input: I) => Promise<unknown>;
  elimina: (id: number) => Promise<unknown>;
  messaggi: CrudMessages;
}

/**
 * State and handlers of a list page's create/edit dialog and delete confirmation: `editing` is
 * undefined while the dialog is closed, null for a new item, the item when editing.
 */
export function useCrudDialogs<T extends { id: number }, I>({ crea, aggiorna, elimina, messaggi }: CrudOptions<I>) {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [daEliminare, setDaEliminare] = useState<T | null>(null);

  const salva = async (input: I) => {
    if (editing === undefined) return;
    try {
      if (editing) {
        await aggiorna(editing.id, input);
        notifySuccess(messaggi.aggiornato);
      } else {
        await crea(input);
        notifySuccess(messaggi.creato);
      }
      setEditing(undefined);
    } catch (e) {
      notifyError(editing ? (messaggi.aggiornamento ?? messaggi.salvataggio) : messaggi.salvataggio, serverErrorMessage(e));
    }
  };

  const confermaElimina = async () => {
    if (!daEliminare) return;
    try {
      await elimina(daEliminare.id);
      notifySuccess(messaggi.eliminato);
    } catch (e) {
      // e.g. a 409 telling to deactivate instead
      notifyError(messaggi.eliminazione, serverErrorMessage(e));
    } finally {
      setDaEliminare(null);
    }
  };

  return {
    editing,
    apriNuovo: () => setEditing(null),
    apriModifica: (item: T) => setEditing(item),
    chiudiForm: () => setEditing(undefined),
    salva,
    daEliminare,
    chiediElimina: (item: T) => setDaEliminare(item),
    annullaElimina: () => setDaEliminare(null),
    confermaElimina,
  };
}
