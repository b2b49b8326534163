import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function ProduzionePage() {
  return <UnderConstruction title={PAGES['produzione'].label} />;
}
