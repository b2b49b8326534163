import { Box, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../components/notify';
import { MSG_SETTINGS, downloadBackup } from './backup-api';
import { Section } from './Section';

/** Download of the full JSON backup. */
export function BackupSection() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const filename = await downloadBackup();
      notifySuccess(MSG_SETTINGS.downloadOk, filename);
    } catch {
      notifyError(MSG_SETTINGS.download);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Section
      icon={LuDownload}
      title="Backup Database"
      description="Scarica una copia completa dei dati in formato JSON (backup_aaaa-mm-gg.json). Il file contiene anche le password cifrate degli utenti: conservalo in un luogo sicuro."
    >
      <Box>
        <Button colorPalette="brand" onClick={() => void download()} loading={downloading} loadingText="Download in corso...">
          <LuDownload /> Scarica Backup
        </Button>
      </Box>
    </Section>
  );
}
