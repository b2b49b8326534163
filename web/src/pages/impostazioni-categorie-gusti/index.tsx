import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function ImpostazioniCategorieGustiPage() {
  return <UnderConstruction title={PAGES['impostazioni-categorie-gusti'].label} />;
}
