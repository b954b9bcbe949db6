import { homeInterestOptions } from '@app/contracts/options';
import { LeadForm } from './lead-form.tsx';

const loadSchema = () => import('@app/contracts/forms/lead').then((lead) => lead.enterpriseLeadSchema);

/** The home page's enterprise contact form (placed in the `#contact` section by the page). */
export function EnterpriseLeadForm() {
  return (
    <LeadForm loadSchema={loadSchema} interestOptions={homeInterestOptions} title="Enterprise contact form" />
  );
}
