import { Container } from '../../components/ui/layout.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { devFooter as devFooterEn } from '../../content/developers.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { miitFilingRegistry, publicSecurityFilingLink, type ChinaFiling } from '@app/contracts/site';
import { site } from '../../site.ts';

interface DevFooterProps {
  /** The operator's filing numbers (default: the `site.filing` setting); a number not set is not shown. */
  filing?: ChinaFiling;
}

const noticeLink = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * The developer home's own footer section (the spec gives the page one in addition to the site
 * footer): link columns, legal and filing notices, the complaints contact and its 2023 copyright.
 * It sits inside <main>, so it is not a second contentinfo landmark. The operator's ICP and
 * public-security filing numbers, when set, are linked to the registries that hold them (decision 0064).
 */
export function DevFooter({ filing = site.filing }: DevFooterProps) {
  // The page's language: the Chinese catalogue has its own words and the mainland community links.
  const copy = useContent('devFooter', devFooterEn);
  const filingLines = [
    filing.icp && { key: 'icp', label: copy.filingLabels.icp, number: filing.icp, href: miitFilingRegistry },
    filing.publicSecurity && {
      key: 'public-security',
      label: copy.filingLabels.publicSecurity,
      number: filing.publicSecurity,
      href: publicSecurityFilingLink(filing.publicSecurity),
    },
  ].filter((line) => typeof line === 'object' && line !== null);
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <Container className="py-12">
        <div className="grid gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <div>
            <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <span className="flex h-7 w-7 items-center justify-center rounded-md bg-brand-600 text-white">
                <Icon name="code" className="h-4 w-4" />
              </span>
              {copy.ui.title}
            </p>
            <p className="mt-3 text-sm leading-6 text-slate-600">{copy.tagline}</p>
          </div>
          <nav aria-label={copy.ui.navLabel} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {copy.columns.map((column) => (
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
                            <span className="sr-only">{copy.ui.opensInNewTab}</span>
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
          {copy.legalNotices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          {filingLines.length > 0 && (
            <p className="flex flex-wrap gap-x-4 gap-y-1">
              {filingLines.map((line) => (
                <span key={line.key}>
                  {line.label && `${line.label} `}
                  <a href={line.href} target="_blank" rel="noopener noreferrer" className={noticeLink}>
                    {line.number}
                    <span className="sr-only">{copy.ui.opensInNewTab}</span>
                  </a>
                </span>
              ))}
            </p>
          )}
          {copy.filingNotices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          <p>
            {copy.complaints.text}{' '}
            <a href={copy.complaints.href} className={noticeLink}>
              {copy.complaints.label}
            </a>
          </p>
          <p className="pt-2 font-medium text-slate-700">{copy.copyright}</p>
        </div>
      </Container>
    </footer>
  );
}
