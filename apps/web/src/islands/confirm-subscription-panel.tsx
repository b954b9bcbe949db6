/** The confirmation panel of /subscribe/confirm (reads its token from the address, answers in place). */
import { defineIsland } from '../lib/island.tsx';
import { ConfirmSubscriptionPanel } from '../features/newsletter/confirm-subscription-panel.tsx';

export default defineIsland('confirm-subscription-panel', ConfirmSubscriptionPanel);
