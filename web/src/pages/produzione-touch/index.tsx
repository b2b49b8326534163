import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function ProduzioneTouchPage() {
  return <UnderConstruction title={PAGES['produzione-touch'].label} />;
}
