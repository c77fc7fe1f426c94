// /terms: the terms of service, a placeholder until Oja publishes them (see components/legal-page).
import { LegalPage } from '../components/legal-page';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of service"
      covers={[
        'Who may use Oja, as a customer, a merchant or a rider',
        'Orders, deliveries, rides, cancellations and refunds',
        'Payments, the Oja wallet and merchant payouts',
        'What Oja and its users are each responsible for',
      ]}
    />
  );
}
