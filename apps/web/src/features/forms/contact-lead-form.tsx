import { contactLeadSchema } from '@app/contracts/forms/lead';
import { contactInterestOptions } from '@app/contracts/options';
import { LeadForm } from './lead-form.tsx';

/** The contact page's message form: the home form with the seven contact interests. */
export function ContactLeadForm() {
  return (
    <LeadForm
      schema={contactLeadSchema}
      interestOptions={contactInterestOptions}
      title="Contact form"
      submitLabel="Send message"
    />
  );
}
