import { useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '../../app/auth-context';
import { notifySuccess } from '../../components/notify';
import { formatNumber, todayIsoDate } from '../../lib/format';
import type { RigaInputProduzione } from '../offline/archivio';
import { MSG_OFFLINE } from '../offline/messages';
import { useCatalogoRegistrazione } from '../offline/use-catalogo-offline';
import { useInvioProduzione } from '../offline/use-invio-produzione';
import { categorieConGusti, gruppiPerCategoria, puntiVenditaConsentiti, puntoVenditaIniziale } from './catalogo';
import { MSG_REGISTRAZIONE, messaggioSuccesso } from './messages';
import { cancellaPrefillProduzione, leggiPrefillProduzione, type PrefillProduzione } from './prefill';
import { passoMinimo } from './suggerimento';
import { useSuggerimentoProduzione } from './use-suggerimento-produzione';
import {
  MODI,
  conQuantita,
  conStep,
  limitaNote,
  quantitaDi,
  righeProduzione,
  totaleKg,
  type ModoProduzione,
  type Quantita,
} from './quantities';

/** What a production just recorded holds (shown in the confirmation, issue 34 item 25). */
export interface Registrato {
  puntoVendita: string;
  data: string;
  righe: { nome: string; kg: number }[];
}

/** `locale`: saved on this device, sent when the connection returns; `registrato`: what was recorded. */
export type Esito = { tipo: 'successo' | 'errore'; messaggio: string; locale?: boolean; registrato?: Registrato } | null;

/** Client-side checks of the submit, in the spec's order; null when the form can be sent. */
export function validaRegistrazione(values: { data: string; puntoVenditaId: number | null; totale: number }): string | null {
  if (!values.data) return MSG_REGISTRAZIONE.dataObbligatoria;
  if (values.puntoVenditaId === null) return MSG_REGISTRAZIONE.puntoVenditaObbligatorio;
  if (values.totale <= 0) return MSG_REGISTRAZIONE.almenoUnGusto;
  return null;
}

/** The lines with the weighing sheet's recipe version on the prefilled flavour's line (others: the current version). */
export function conVersionePrefill(
  righe: { gustoId: number; quantitaKg: number }[],
  versione: { gustoId: number; versioneRicetta: number } | null,
): RigaInputProduzione[] {
  return versione ? righe.map((r) => (r.gustoId === versione.gustoId ? { ...r, versioneRicetta: versione.versioneRicetta } : r)) : righe;
}

/**
 * State, data loading and submit shared by Registra Produzione, Produzione Touch and Touch
 * Produzione 2. Only the layout and the quick steps (MODI[modo]) differ between the screens.
 * Offline the last known catalogue is shown and a production is saved on the device (features/offline).
 */
export function useRegistrazioneProduzione(modo: ModoProduzione) {
  const config = MODI[modo];
  const utente = useCurrentUser();
  const { dati, copiaLetta, loading, error, refetch } = useCatalogoRegistrazione(utente.id);
  const { registra, invio } = useInvioProduzione();

  const [data, setData] = useState(() => todayIsoDate());
  // undefined until the user picks one (null: picked the empty option)
  const [puntoVenditaScelto, setPuntoVenditaScelto] = useState<number | null | undefined>(undefined);
  // a production pre-filled by the weighing sheet (features/produzione/prefill.ts): its flavour and kg
  const [prefill] = useState(leggiPrefillProduzione);
  const [quantita, setQuantita] = useState<Quantita>(() => (prefill ? { [prefill.gustoId]: prefill.kg } : {}));
  useEffect(() => {
    if (prefill) cancellaPrefillProduzione();
  }, [prefill]);
  // the sheet's recipe version goes with the prefilled flavour's line of the first production only
  const [versionePrefill, setVersionePrefill] = useState(() => (prefill ? { gustoId: prefill.gustoId, versioneRicetta: prefill.versioneRicetta } : null));
  const [note, setNoteState] = useState('');
  const [categoriaId, setCategoriaId] = useState<number | null>(null);
  const [esito, setEsito] = useState<Esito>(null);
  // After a submit stopped by a missing field, its message follows the form: it goes once fixed.
  const [validazioneFallita, setValidazioneFallita] = useState(false);

  const gusti = useMemo(() => dati?.gusti ?? [], [dati]);
  const puntiVendita = useMemo(() => puntiVenditaConsentiti(dati?.puntiVendita ?? [], utente), [dati, utente]);
  const categorie = useMemo(() => categorieConGusti(gusti), [gusti]);
  const gruppi = useMemo(() => gruppiPerCategoria(gusti, categoriaId), [gusti, categoriaId]);

  // The user's own (or the single active) sales point until another is chosen; a chosen one must still be active.
  const puntoVenditaId =
    puntoVenditaScelto === null
      ? null
      : puntoVenditaScelto !== undefined && puntiVendita.some((p) => p.id === puntoVenditaScelto)
        ? puntoVenditaScelto
        : puntoVenditaIniziale(puntiVendita, utente.puntoVenditaId);

  // "Suggerito: x kg" per flavour and the fill, for the chosen point and date (no prices)
  const gustiIds = useMemo(() => gusti.map((g) => g.id), [gusti]);
  const suggerimento = useSuggerimentoProduzione({ data, puntoVenditaId, passo: passoMinimo(config.incrementi), gustiIds });

  const totale = totaleKg(quantita);
  const erroreValidazione = validazioneFallita ? validaRegistrazione({ data, puntoVenditaId, totale }) : null;
  const esitoMostrato: Esito = erroreValidazione ? { tipo: 'errore', messaggio: erroreValidazione } : esito;

  // After a recording the next one usually has the same date and sales point: only lines and notes reset.
  const reset = () => {
    setQuantita({});
    setVersionePrefill(null);
    setNoteState('');
  };

  const submit = async () => {
    const invalid = validaRegistrazione({ data, puntoVenditaId, totale });
    setValidazioneFallita(invalid !== null);
    if (invalid) {
      setEsito(null);
      return;
    }
    const righe = righeProduzione(quantita);
    const puntoVenditaNome = puntiVendita.find((p) => p.id === puntoVenditaId)?.nome ?? '';
    const risultato = await registra(
      { data, puntoVenditaId: puntoVenditaId!, gusti: conVersionePrefill(righe, versionePrefill), note: note.trim() ? note : null },
      { puntoVenditaNome, kgTotale: totale },
    );
    const registrato: Registrato = {
      puntoVendita: puntoVenditaNome,
      data,
      righe: righe.map((r) => ({ nome: gusti.find((g) => g.id === r.gustoId)?.nome ?? '', kg: r.quantitaKg })),
    };
    if (risultato.tipo === 'rifiutata') {
      setEsito({ tipo: 'errore', messaggio: risultato.messaggio });
      return;
    }
    if (risultato.tipo === 'inviata') {
      const messaggio = messaggioSuccesso(formatNumber(risultato.kgTotale, 3));
      setEsito({ tipo: 'successo', messaggio, registrato });
      notifySuccess(messaggio);
    } else {
      // no toast: it would cover the offline banner, which now counts this production
      setEsito({ tipo: 'successo', messaggio: MSG_OFFLINE.salvataLocale, locale: true, registrato });
    }
    reset();
  };

  return {
    modo,
    config,
    loading: !dati && (loading || !copiaLetta),
    loadError: error && !dati && copiaLetta ? MSG_REGISTRAZIONE.caricamento : null,
    reload: () => void refetch().catch(() => undefined),
    gruppi,
    categorie,
    categoriaId,
    setCategoriaId,
    puntiVendita,
    puntoVenditaId,
    setPuntoVenditaId: (id: number | null) => {
      setPuntoVenditaScelto(id);
      setEsito(null);
    },
    data,
    setData,
    quantitaDi: (gustoId: number) => quantitaDi(quantita, gustoId),
    /** A typed quantity (already read by leggiQuantita). */
    imposta: (gustoId: number, kg: number) => {
      setQuantita((q) => conQuantita(q, gustoId, kg));
      setEsito(null);
    },
    step: (gustoId: number, delta: number) => {
      setQuantita((q) => conStep(q, gustoId, delta));
      setEsito(null);
    },
    azzera: (gustoId: number) => setQuantita((q) => conStep(q, gustoId, -quantitaDi(q, gustoId))),
    totale,
    suggerimento,
    /** Sets every suggested flavour's quantity (rounded to the mode's finest step; 0 clears it). */
    compilaDaSuggeriti: () => {
      setQuantita((q) => suggerimento.valori.reduce<Quantita>((acc, v) => conQuantita(acc, v.gustoId, v.kg), q));
      setEsito(null);
    },
    note,
    setNote: (text: string) => setNoteState(limitaNote(text, config.noteMax)),
    esito: esitoMostrato,
    chiudiEsito: () => {
      setEsito(null);
      setValidazioneFallita(false);
    },
    invio,
    puoInviare: totale > 0 && !invio,
    submit,
    /** the weighing sheet this form was opened from (its recipe version), if any */
    prefill,
    /** A weighing sheet opened on this screen: its flavour's kg, and its recipe version for that line. */
    applicaFoglio: (p: PrefillProduzione) => {
      setQuantita((q) => ({ ...q, [p.gustoId]: p.kg }));
      setVersionePrefill({ gustoId: p.gustoId, versioneRicetta: p.versioneRicetta });
      setEsito(null);
    },
  };
}

export type RegistrazioneProduzione = ReturnType<typeof useRegistrazioneProduzione>;
