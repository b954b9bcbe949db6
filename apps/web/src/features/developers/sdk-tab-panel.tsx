import { Badge, Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { devUi as devUiEn } from '../../content/developer-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import type { ExampleApp, SdkStep, SdkTab, TroubleshootingTopic } from '../../content/types.ts';
import { CodeBlock } from './code-block.tsx';

const levelTone = { Beginner: 'green', Intermediate: 'yellow', Advanced: 'red' } as const;

function Steps({ steps }: { steps: SdkStep[] }) {
  return (
    <ol className="grid grid-cols-1 gap-10">
      {steps.map((step) => (
        <li key={step.title} className="relative min-w-0 border-l-2 border-brand-100 pl-6">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[7px] h-3 w-3 rounded-full border-2 border-white bg-brand-600 ring-2 ring-brand-100"
          />
          <h3 className="text-lg font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 max-w-3xl leading-7 text-slate-600">{step.description}</p>
          {step.code && (
            <div className="mt-4">
              <CodeBlock sample={step.code} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}

function Examples({ examples }: { examples: ExampleApp[] }) {
  const devUi = useContent('devUi', devUiEn);
  const withCode = examples.some((example) => example.code);
  return (
    <ul className={withCode ? 'grid grid-cols-1 gap-6' : 'grid grid-cols-1 gap-6 md:grid-cols-3'}>
      {examples.map((example) => (
        <li key={example.title}>
          <Card
            className={
              withCode
                ? 'grid grid-cols-1 gap-6 p-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8'
                : 'flex h-full flex-col p-6'
            }
          >
            <div>
              <div className="flex items-center justify-between gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name="app-window" className="h-5 w-5" />
                </span>
                <Badge tone={levelTone[example.level]}>
                  <span className="sr-only">{devUi.sdk.level}: </span>
                  {devUi.sdk.levels[example.level]}
                </Badge>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{example.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{example.description}</p>
              <p className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {devUi.sdk.exampleFeatures}
              </p>
              <ul className="mt-2 grid gap-1.5">
                {example.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
            {example.code && (
              <div className="min-w-0">
                <CodeBlock sample={example.code} />
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Troubleshooting({ topics }: { topics: TroubleshootingTopic[] }) {
  const devUi = useContent('devUi', devUiEn);
  return (
    <ul className="grid grid-cols-1 gap-6">
      {topics.map((topic) => (
        <li key={topic.title}>
          <Card className="p-6">
            <h3 className="flex items-center gap-3 text-lg font-semibold text-slate-900">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
                <Icon name="wrench" className="h-5 w-5" />
              </span>
              {topic.title}
            </h3>
            <p className="mt-4 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{devUi.sdk.symptoms}: </span>
              {topic.symptoms}
            </p>
            <p className="mt-4 text-sm font-semibold text-slate-900">{devUi.sdk.solutions}</p>
            <ol className="mt-2 grid list-decimal gap-2 pl-5 text-sm leading-6 text-slate-700 marker:text-slate-500">
              {topic.solutions.map((solution) => (
                <li key={solution}>{solution}</li>
              ))}
            </ol>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The body of one SDK tab: heading, intro, then its steps, example apps or troubleshooting topics. */
export function SdkTabPanel({ tab }: { tab: SdkTab }) {
  return (
    <div>
      <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{tab.heading}</h2>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-600">{tab.intro}</p>
      <div className="mt-8">
        {tab.steps && <Steps steps={tab.steps} />}
        {tab.examples && <Examples examples={tab.examples} />}
        {tab.troubleshooting && <Troubleshooting topics={tab.troubleshooting} />}
      </div>
    </div>
  );
}
