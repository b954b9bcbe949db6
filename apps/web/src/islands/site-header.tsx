/** The site header: its dropdowns and the mobile menu open and close in the browser. */
import { defineIsland } from '../lib/island.tsx';
import { SiteHeader } from '../components/layout/site-header.tsx';

export default defineIsland('site-header', SiteHeader);
