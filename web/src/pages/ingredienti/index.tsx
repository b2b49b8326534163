import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function IngredientiPage() {
  return <UnderConstruction title={PAGES['ingredienti'].label} />;
}
