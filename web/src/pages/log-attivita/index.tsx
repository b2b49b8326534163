import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function LogAttivitaPage() {
  return <UnderConstruction title={PAGES['log-attivita'].label} />;
}
