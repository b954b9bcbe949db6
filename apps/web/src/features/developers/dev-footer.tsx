import { Container } from '../../components/ui/layout.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { devFooter as devFooterEn } from '../../content/developers.ts';
import { useContent } from '../../i18n/catalogue.tsx';

/**
 * The developer home's own footer section (the spec gives the page one in addition to the site
 * footer): link columns, legal and filing notices, the complaints contact and its 2023 copyright.
 * It sits inside <main>, so it is not a second contentinfo landmark.
 */
export function DevFooter() {
  const devUi = useContent('devUi', devUiEn);
  const devFooter = useContent('devFooter', devFooterEn);
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <Container className="py-12">
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div>
            <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <span className="flex h-7 w-7 items-center justify-center rounded-md bg-brand-600 text-white">
                <Icon name="code" className="h-4 w-4" />
              </span>
              {devUi.devNavTitle}
            </p>
            <p className="mt-3 text-sm leading-6 text-slate-600">{devFooter.tagline}</p>
          </div>
          <nav aria-label={devUi.devFooterNavLabel} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {devFooter.columns.map((column) => (
              <div key={column.id}>
                <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
                <ul className="mt-3 grid gap-2.5">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <SmartLink
                        href={link.href}
                        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-700"
                      >
                        {link.label}
                        {link.external && (
                          <>
                            <Icon name="external-link" className="h-3.5 w-3.5" />
                            <span className="sr-only">{devUi.opensInNewTab}</span>
                          </>
                        )}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 grid gap-3 border-t border-slate-200 pt-8 text-xs leading-5 text-slate-600">
          {[...devFooter.legalNotices, ...devFooter.filingNotices].map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          <p>
            {devFooter.complaints.text}{' '}
            <a
              href={devFooter.complaints.href}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              {devFooter.complaints.label}
            </a>
          </p>
          <p className="pt-2 font-medium text-slate-700">{devFooter.copyright}</p>
        </div>
      </Container>
    </footer>
  );
}
