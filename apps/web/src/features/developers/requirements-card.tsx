import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import type { SdkPage } from '../../content/types.ts';

/**
 * System requirements with a met indicator per row (icon and word, never colour alone). `rowsLang` marks
 * rows in another language than the page's (a release's requirements, as the database has them).
 */
export function RequirementsCard({
  requirements,
  rowsLang,
}: {
  requirements: SdkPage['requirements'];
  rowsLang?: string | undefined;
}) {
  const devUi = useContent('devUi', devUiEn);
  return (
    <Card className="p-6">
      <h2 id="requirements" className="text-xl font-bold tracking-tight text-slate-900">
        {requirements.heading}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {requirements.rows.map((row) => (
          <li key={row.label} className="flex items-start justify-between gap-4 py-3.5">
            <div className="min-w-0" lang={rowsLang}>
              <p className="text-sm font-semibold text-slate-900">{row.label}</p>
              <p className="mt-0.5 text-sm text-slate-600">{row.value}</p>
            </div>
            {row.met ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                <Icon name="circle-check" className="h-4 w-4" />
                {devUi.sdk.met}
              </span>
            ) : (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                <Icon name="alert" className="h-4 w-4" />
                {devUi.sdk.notMet}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
