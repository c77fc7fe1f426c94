// /privacy: the privacy policy, a placeholder until Oja publishes it (see components/legal-page).
import { LegalPage } from '../components/legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      covers={[
        'What Oja collects: account details, business documents, addresses and orders',
        'Why: to deliver, to pay merchants and riders, and to keep accounts safe',
        'Who it is shared with: riders, merchants, and payment and map providers',
        'How long it is kept, and how to see, correct or delete it',
      ]}
    />
  );
}
