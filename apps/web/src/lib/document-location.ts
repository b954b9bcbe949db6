/**
 * The router location of an island (wouter's documented custom `hook`): the browser's path, and a
 * navigate that loads the target as a new document. Public pages are plain documents: a link inside an
 * island (the header, the newsletter widget) goes to its page as a link in the server HTML does.
 */
import { useBrowserLocation } from 'wouter/use-browser-location';

export function useDocumentLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  const [location] = useBrowserLocation();
  return [
    location,
    (to, options) => {
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
  ];
}
