import { contactInterestOptions } from '@app/contracts/options';
import { LeadForm } from './lead-form.tsx';

const loadSchema = () => import('@app/contracts/forms/lead').then((lead) => lead.contactLeadSchema);

/** The contact page's message form: the home form with the seven contact interests. */
export function ContactLeadForm() {
  return (
    <LeadForm
      loadSchema={loadSchema}
      interestOptions={contactInterestOptions}
      title="Contact form"
      submitLabel="Send message"
    />
  );
}
