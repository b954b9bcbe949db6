/** The developer application form of /become-developer. */
import { defineIsland } from '../lib/island.tsx';
import { DeveloperApplicationForm } from '../features/forms/developer-application-form.tsx';

export default defineIsland('developer-application-form', DeveloperApplicationForm);
