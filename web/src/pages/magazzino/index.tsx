import { Box, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { LuClipboardCheck, LuPackage, LuSearchCheck, LuTruck } from 'react-icons/lu';
import { useCurrentUser } from '../../app/auth-context';
import { PageHeader } from '../../components/PageHeader';
import { GiacenzeTab } from './GiacenzeTab';
import { InventarioTab } from './InventarioTab';
import { RichiamoTab } from './RichiamoTab';
import { RiordinoTab } from './RiordinoTab';

type Scheda = 'giacenze' | 'inventario' | 'riordino' | 'richiamo';

/**
 * Magazzino (issue 30): the stock per ingredient and lot for every role (the operatore reads
 * quantities and lots, never prices); admin and manager also adjust, count, reorder and recall.
 */
export default function MagazzinoPage() {
  const user = useCurrentUser();
  const staff = user.ruolo === 'admin' || user.ruolo === 'manager';
  const [scheda, setScheda] = useState<Scheda>('giacenze');
  return (
    <Box>
      <PageHeader title="Magazzino" description="Giacenze per ingrediente e lotto: ricevuto − consumato dalle produzioni (prima i lotti che scadono prima) ± rettifiche" />
      {staff ? (
        <Tabs.Root value={scheda} onValueChange={(d) => setScheda(d.value as Scheda)} variant="line" lazyMount unmountOnExit>
          <Tabs.List mb="4" overflowX="auto" overflowY="hidden">
            <Tabs.Trigger value="giacenze" minH="11">
              <LuPackage /> Giacenze
            </Tabs.Trigger>
            <Tabs.Trigger value="inventario" minH="11">
              <LuClipboardCheck /> Inventario
            </Tabs.Trigger>
            <Tabs.Trigger value="riordino" minH="11">
              <LuTruck /> Ordini suggeriti
            </Tabs.Trigger>
            <Tabs.Trigger value="richiamo" minH="11">
              <LuSearchCheck /> Richiamo lotto
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="giacenze" pt="0">
            <GiacenzeTab staff />
          </Tabs.Content>
          <Tabs.Content value="inventario" pt="0">
            <InventarioTab onSalvato={() => setScheda('giacenze')} />
          </Tabs.Content>
          <Tabs.Content value="riordino" pt="0">
            <RiordinoTab />
          </Tabs.Content>
          <Tabs.Content value="richiamo" pt="0">
            <RichiamoTab />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <GiacenzeTab staff={false} />
      )}
    </Box>
  );
}
