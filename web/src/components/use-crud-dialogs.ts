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
  /** Resolves to the new record's id when the page wants it shown highlighted (`creatoId`). */
  crea: (input: I) => Promise<unknown>;
  aggiorna: (id: number, input: I) => Promise<unknown>;
  elimina: (id: number) => Promise<unknown>;
  messaggi: CrudMessages;
}

/**
 * State and handlers of a list page's create/edit dialog and delete confirmation: `editing` is
 * undefined while the dialog is closed, null for a new item, the item when editing; `creatoId` the
 * record created last (the list shows it highlighted).
 */
export function useCrudDialogs<T extends { id: number }, I>({ crea, aggiorna, elimina, messaggi }: CrudOptions<I>) {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [daEliminare, setDaEliminare] = useState<T | null>(null);
  const [creatoId, setCreatoId] = useState<number | null>(null);

  const salva = async (input: I) => {
    if (editing === undefined) return;
    try {
      if (editing) {
        await aggiorna(editing.id, input);
        notifySuccess(messaggi.aggiornato);
      } else {
        const creato = await crea(input);
        if (typeof creato === 'number') setCreatoId(creato);
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
    /** The record created last on this page (shown highlighted), when `crea` gave its id. */
    creatoId,
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
