import type { AnchorHTMLAttributes } from 'react';
import { Link, useLocation } from 'wouter';
import { useLocale } from '../../i18n/catalogue.tsx';
import { localizeHref } from '../../i18n/locales.ts';

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);
/**
 * Pages the server renders from the database on each request (routes.ts `render: 'server'`), in either
 * edition (`/zh/app-store`): a full load.
 */
const isServerRendered = (href: string) => /^(?:\/zh)?\/(?:app-store|docs\/search)(?:[/?#]|$)/.test(href);

/**
 * The site's link: internal paths go through the router (no reload; modified clicks fall through to the
 * browser), in-page anchors, server-rendered pages and external addresses stay plain anchors. External links open in a new tab.
 * On a Chinese page, a link to a page that exists in Chinese goes to its Chinese twin (decision 0063).
 */
export function SmartLink({
  href: written,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const [location] = useLocation();
  const href = localizeHref(written, useLocale());
  if (isExternal(href)) {
    const newTab = href.startsWith('http');
    return (
      <a
        href={href}
        onClick={onClick}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...props}
      />
    );
  }
  if (isServerRendered(href)) return <a href={href} onClick={onClick} {...props} />;
  const [path, hash] = href.split('#');
  if (href.startsWith('#') || (hash !== undefined && (path === '' || path === location))) {
    return <a href={`#${hash ?? ''}`} onClick={onClick} {...props} />;
  }
  return <Link href={href} onClick={onClick} {...props} />;
}
