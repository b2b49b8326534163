import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function AnalyticsPage() {
  return <UnderConstruction title={PAGES['analytics'].label} />;
}
