import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function StoricoProduzionePage() {
  return <UnderConstruction title={PAGES['storico-produzione'].label} />;
}
