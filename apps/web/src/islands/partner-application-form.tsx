/** The partner application form of /become-partner. */
import { defineIsland } from '../lib/island.tsx';
import { PartnerApplicationForm } from '../features/forms/partner-application-form.tsx';

export default defineIsland('partner-application-form', PartnerApplicationForm);
