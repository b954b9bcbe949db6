/**
 * /console (and /zh/console, the same page in Chinese: decision 0069): the developer console. A signed-in
 * developer gets their own data through the API; anyone else gets the spec's console filled with its
 * sample data, clearly labelled as a read-only demo.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Badge } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Container } from '../../components/ui/layout.tsx';
import { consoleCopy } from '../../content/console.ts';
import { consoleDemoText, consoleUi } from '../../content/console-ui.ts';
import {
  useConsoleQueries,
  useDeveloperSession,
  useDeveloperSignOut,
  useSessionEnded,
} from '../../features/console/api.ts';
import { ConsoleView } from '../../features/console/console-view.tsx';
import { demoConsoleData } from '../../features/console/demo-data.ts';
import { useConsoleMode } from '../../features/console/mode.ts';
import { ModeSwitch } from '../../features/console/mode-switch.tsx';
import { EditionLink } from '../../features/console/edition-link.tsx';
import { DemoBanner } from '../../features/console/sign-in-prompt.tsx';
import type { DeveloperIdentity } from '../../features/console/types.ts';
import { usePageHead } from '../../lib/head.tsx';
import { useContent } from '../../i18n/catalogue.tsx';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="grid place-content-center gap-3 py-24 text-center text-slate-600">
      <span
        aria-hidden="true"
        className="mx-auto h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      {label}
    </div>
  );
}

function Heading({ lead, extra, actions }: { lead: string; extra?: ReactNode; actions?: ReactNode }) {
  const copy = useContent('consoleCopy', consoleCopy);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{copy.heading}</h1>
          {extra}
        </div>
        <p className="mt-2 text-slate-600">{lead}</p>
      </div>
      {actions}
    </div>
  );
}

function DemoConsole() {
  const copy = useContent('consoleCopy', consoleCopy);
  const ui = useContent('consoleUi', consoleUi);
  const demoText = useContent('consoleDemoText', consoleDemoText);
  const data = useMemo(() => demoConsoleData(demoText), [demoText]);
  return (
    <ConsoleView
      demo
      data={data}
      header={<Heading lead={copy.demoLead} extra={<Badge tone="yellow">{ui.page.demoBadge}</Badge>} />}
      banner={<DemoBanner />}
    />
  );
}

function SignOutButton() {
  const signOut = useDeveloperSignOut();
  const copy = useContent('consoleCopy', consoleCopy);
  return (
    <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
      <Icon name="logout" className="h-4 w-4" />
      {copy.signOut}
    </Button>
  );
}

function DeveloperConsole({ developer }: { developer: DeveloperIdentity }) {
  const [mode, setMode] = useConsoleMode();
  const queries = useConsoleQueries(true, mode);
  const sessionEnded = useSessionEnded();
  const copy = useContent('consoleCopy', consoleCopy);
  const { page } = useContent('consoleUi', consoleUi);
  const all = [queries.overview, queries.apps, queries.keys, queries.profile];
  const failed = all.find((q) => q.isError);
  useEffect(() => {
    if (failed?.error) sessionEnded(failed.error);
  }, [failed?.error, sessionEnded]);

  const header = (
    <>
      <Heading lead={copy.welcome(developer.fullName)} actions={<SignOutButton />} />
      {queries.profile.data && <EditionLink language={queries.profile.data.profile.language} />}
      <div className="mt-6">
        <ModeSwitch mode={mode} onChange={setMode} />
      </div>
    </>
  );
  if (failed) {
    return (
      <>
        {header}
        <div role="alert" className="mt-10 rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-900">{page.loadFailedTitle}</p>
          <p className="mt-1 text-sm text-red-900">{page.loadFailedText}</p>
          <Button className="mt-4" onClick={() => all.forEach((q) => void q.refetch())}>
            {page.retry}
          </Button>
        </div>
      </>
    );
  }
  const { overview, apps, keys, profile } = queries;
  if (!overview.data || !apps.data || !keys.data || !profile.data) {
    return (
      <>
        {header}
        <Loading label={page.loadingConsole} />
      </>
    );
  }
  return (
    <ConsoleView
      demo={false}
      mode={mode}
      data={{
        overview: overview.data,
        apps: apps.data.apps,
        keys: keys.data.keys,
        profile: profile.data.profile,
      }}
      header={header}
    />
  );
}

export default function ConsolePage() {
  const copy = useContent('consoleCopy', consoleCopy);
  const { page } = useContent('consoleUi', consoleUi);
  usePageHead({ ...copy.meta, noindex: true });
  const session = useDeveloperSession();
  return (
    <div className="bg-slate-50">
      <Container className="py-10 sm:py-12">
        {session.isPending ? (
          <Loading label={page.loading} />
        ) : session.data ? (
          <DeveloperConsole developer={session.data} />
        ) : (
          <DemoConsole />
        )}
      </Container>
    </div>
  );
}
