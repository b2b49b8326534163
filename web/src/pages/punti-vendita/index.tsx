import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function PuntiVenditaPage() {
  return <UnderConstruction title={PAGES['punti-vendita'].label} />;
}
