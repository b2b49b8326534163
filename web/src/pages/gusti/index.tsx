import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function GustiPage() {
  return <UnderConstruction title={PAGES['gusti'].label} />;
}
