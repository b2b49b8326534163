import { PAGES } from '../../app/navigation';
import { UnderConstruction } from '../../components/UnderConstruction';

export default function UsersPage() {
  return <UnderConstruction title={PAGES['users'].label} />;
}
