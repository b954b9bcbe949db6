import { enterpriseLeadSchema } from '@app/contracts/forms/lead';
import { homeInterestOptions } from '@app/contracts/options';
import { LeadForm } from './lead-form.tsx';

/** The home page's enterprise contact form (placed in the `#contact` section by the page). */
export function EnterpriseLeadForm() {
  return (
    <LeadForm
      schema={enterpriseLeadSchema}
      interestOptions={homeInterestOptions}
      title="Enterprise contact form"
    />
  );
}
