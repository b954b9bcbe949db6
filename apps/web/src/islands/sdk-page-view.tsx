/** An SDK page's content (/sdk/cxr-m, /sdk/cxr-s): the Quick Start button, the guide's tabs, code blocks. */
import { SdkView } from '../features/developers/sdk-page-view.tsx';
import { defineIsland } from '../lib/island.tsx';

export default defineIsland('sdk-page-view', SdkView);
