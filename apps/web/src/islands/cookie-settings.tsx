/** The footer's "Cookie settings" button: it opens the consent banner (the floating dock island shows it). */
import { defineIsland } from '../lib/island.tsx';
import { CookieSettingsButton } from '../features/consent/cookie-settings-button.tsx';

export default defineIsland('cookie-settings', CookieSettingsButton);
