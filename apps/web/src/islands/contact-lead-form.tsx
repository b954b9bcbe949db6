/** The contact page's lead form (validated and sent by script; it posts as HTML until hydrated). */
import { defineIsland } from '../lib/island.tsx';
import { ContactLeadForm } from '../features/forms/contact-lead-form.tsx';

export default defineIsland('contact-lead-form', ContactLeadForm);
