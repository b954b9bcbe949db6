/** The home page's enterprise lead form, far below the fold: it hydrates when near. */
import { defineIsland } from '../lib/island.tsx';
import { EnterpriseLeadForm } from '../features/forms/enterprise-lead-form.tsx';

export default defineIsland('enterprise-lead-form', EnterpriseLeadForm);
