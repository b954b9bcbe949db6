/** An App Store app page's "Report this app" form (sent by script; it posts as HTML until hydrated). */
import { defineIsland } from '../lib/island.tsx';
import { ReportAppForm } from '../features/app-store/report-app-form.tsx';

export default defineIsland('report-app-form', ReportAppForm);
