import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function SettingsPage() {
  return <UnderConstruction title={PAGES['settings'].label} />;
}
