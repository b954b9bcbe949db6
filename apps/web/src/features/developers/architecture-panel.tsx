import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import type { ArchitectureTab, SpecList } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';

const layerTone = [
  'border-brand-500 bg-brand-50',
  'border-ink-700 bg-slate-50',
  'border-accent-400 bg-teal-50/50',
];

/** Titled spec lists (hardware, software, development tabs and the configuration dialog). */
export function SpecLists({ lists, headingLevel = 3 }: { lists: SpecList[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {lists.map((list) => (
        <li key={list.title}>
          <Card className="h-full p-6">
            <Heading className="flex items-center gap-3 text-lg font-semibold text-slate-900">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={list.icon} className="h-5 w-5" />
              </span>
              {list.title}
            </Heading>
            <ul className="mt-4 grid gap-2.5">
              {list.items.map((item) => (
                <li key={item} className="flex items-start gap-2 text-sm leading-6 text-slate-700">
                  <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-brand-600" />
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** One architecture tab: heading and intro, then layers with the static bars, or spec lists. */
export function ArchitecturePanel({ tab }: { tab: ArchitectureTab }) {
  const devUi = useContent('devUi', devUiEn);
  return (
    <div>
      <h3 className="text-2xl font-bold tracking-tight text-slate-900">{tab.heading}</h3>
      <p className="mt-2 max-w-3xl text-lg leading-8 text-slate-600">{tab.intro}</p>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {tab.layers && (
          <ol className="grid gap-4">
            {tab.layers.map((layer, index) => (
              <li
                key={layer.name}
                className={cn('rounded-xl border-l-4 p-5 shadow-sm', layerTone[index % layerTone.length])}
              >
                <h4 className="text-lg font-semibold text-slate-900">
                  <span className="sr-only">
                    {devUi.yodaos.layer} {index + 1}:{' '}
                  </span>
                  {layer.name}
                </h4>
                <p className="mt-1 text-sm leading-6 text-slate-600">{layer.description}</p>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {layer.components.map((component) => (
                    <li
                      key={component}
                      className="rounded-md border border-slate-200 bg-white px-2.5 py-1 text-xs font-medium text-slate-700"
                    >
                      {component}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
        {tab.metrics && (
          <Card className="h-fit p-6">
            <h4 className="text-lg font-semibold text-slate-900">{devUi.yodaos.metricsHeading}</h4>
            <ul className="mt-5 grid gap-6">
              {tab.metrics.map((metric) => {
                const id = `metric-${metric.label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
                return (
                  <li key={metric.label}>
                    <div className="flex items-baseline justify-between gap-3 text-sm">
                      <span id={id} className="font-medium text-slate-800">
                        {metric.label}
                      </span>
                      <span className="font-semibold text-slate-900 tabular-nums" aria-hidden="true">
                        {Math.round((metric.value / (metric.max ?? 100)) * 100)}%
                      </span>
                    </div>
                    <Progress
                      value={metric.value}
                      max={metric.max}
                      aria-labelledby={id}
                      className="mt-2"
                      indicatorClassName="bg-gradient-to-r from-brand-600 to-accent-400"
                    />
                  </li>
                );
              })}
            </ul>
          </Card>
        )}
        {tab.lists && (
          <div className="lg:col-span-2">
            <SpecLists lists={tab.lists} headingLevel={4} />
          </div>
        )}
      </div>
    </div>
  );
}
