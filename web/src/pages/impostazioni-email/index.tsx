import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function ImpostazioniEmailPage() {
  return <UnderConstruction title={PAGES['impostazioni-email'].label} />;
}
