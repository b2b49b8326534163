import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function ImpostazioniAllergeniPage() {
  return <UnderConstruction title={PAGES['impostazioni-allergeni'].label} />;
}
