import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function EmailLogPage() {
  return <UnderConstruction title={PAGES['email-log'].label} />;
}
