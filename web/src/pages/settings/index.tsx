import { Box, Icon, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { LuFlaskConical } from 'react-icons/lu';
import { PageHeader } from '../../components/PageHeader';
import { BackupSection } from './BackupSection';
import { BaseCostoSection } from './BaseCostoSection';
import { ImportSection } from './ImportSection';
import { LaboratorioSection } from './LaboratorioSection';
import { PrezzoVenditaSection } from './PrezzoVenditaSection';
import { ResetSection } from './ResetSection';
import { StatsSection } from './StatsSection';

/** Impostazioni Database: one card per section, each in its own file. */
export default function SettingsPage() {
  const client = useApolloClient();

  // After a reset or an import every cached list is stale: drop the cache and refetch what is shown.
  const afterDataChange = () => {
    void client.resetStore().catch(() => undefined);
  };

  return (
    <Box>
      <PageHeader title="Database" description="Impostazioni Database: statistiche, backup, importazione e reset dei dati." />
      <Stack gap="6">
        <StatsSection />
        <PrezzoVenditaSection />
        <BaseCostoSection />
        <LaboratorioSection />
        <BackupSection />
        <ImportSection onDone={afterDataChange} />
        <ResetSection onDone={afterDataChange} />
      </Stack>
      <Text mt="6" fontSize="xs" color="fg.subtle">
        <Icon as={LuFlaskConical} mr="1" />
        Dopo un reset o un'importazione la sessione potrebbe non essere più valida: in tal caso ti verrà chiesto di accedere di nuovo.
      </Text>
    </Box>
  );
}
