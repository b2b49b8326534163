import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function ProduzioneTouch2Page() {
  return <UnderConstruction title={PAGES['produzione-touch-2'].label} />;
}
