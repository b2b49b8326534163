import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuShieldAlert } from 'react-icons/lu';
import { notifyError } from '../../components/notify';
import { apriPdf } from './apri-pdf';

/**
 * "Cartello allergeni" of a sales point (issue 12): the A4 PDF of the active flavours produced or
 * loaded in its display case in the last 14 days, with their allergens and traces.
 */
export function CartelloAllergeniButton({ puntoVendita }: { puntoVendita: { id: number; nome: string } }) {
  const [attesa, setAttesa] = useState(false);
  const apri = async () => {
    setAttesa(true);
    try {
      await apriPdf(`/punti-vendita/${puntoVendita.id}/cartello-allergeni?formato=pdf`, `cartello-allergeni-${puntoVendita.nome}.pdf`);
    } catch (e) {
      notifyError('Impossibile creare il cartello allergeni', e instanceof Error ? e.message : undefined);
    } finally {
      setAttesa(false);
    }
  };
  return (
    <Button size="sm" minH="11" variant="outline" loading={attesa} onClick={() => void apri()} aria-label={`Cartello allergeni di ${puntoVendita.nome}`}>
      <LuShieldAlert /> Cartello allergeni
    </Button>
  );
}
