import { yodaosMeta } from '../../content/yodaos.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import YodaosView from '../../islands/yodaos-view.tsx';
import { usePageHead } from '../../lib/head.tsx';

/** /yodaos-sprite: the head here, the content an island (its tabs and dialog need the browser). */
export default function YodaosPage() {
  usePageHead(useContent('yodaosMeta', yodaosMeta));
  return <YodaosView />;
}
