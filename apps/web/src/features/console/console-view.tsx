/**
 * The console screen: heading, the tabs (Overview, My Apps, API Keys, Webhooks, Request log, Devices,
 * Downloads, Profile) and the
 * dialogs shared by tabs and Quick Actions. The same view shows the signed-in developer's data or, in the
 * demo, the sample data with every write action answered by the sign-in prompt. The open tab is in the
 * address (`?tab=keys`; Overview, the default, leaves it out), so a reload, Back and a link keep it.
 */
import type { KeyMode } from '@app/contracts/options';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { consoleCopy } from '../../content/console.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { useUrlParams } from '../../lib/use-url-params.ts';
import { AppFormDialog } from './app-form-dialog.tsx';
import { AppsTab } from './apps-tab.tsx';
import { ConsoleProvider, type ConsoleActions, type ConsoleTab } from './console-context.tsx';
import { DevicesTab } from './devices-tab.tsx';
import { DownloadsTab } from './downloads-tab.tsx';
import { KeyFormDialog } from './key-form-dialog.tsx';
import { KeySecretDialog } from './key-secret-dialog.tsx';
import { KeysTab } from './keys-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { RequestLogTab } from './request-log-tab.tsx';
import { WebhooksTab } from './webhooks-tab.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';
import type { ConsoleData } from './types.ts';

const tabOrder: ConsoleTab[] = [
  'overview',
  'apps',
  'keys',
  'webhooks',
  'requests',
  'devices',
  'downloads',
  'profile',
];
const isTab = (value: string): value is ConsoleTab => (tabOrder as string[]).includes(value);

export function ConsoleView({
  data,
  demo,
  mode = 'live',
  header,
  banner,
}: {
  data: ConsoleData;
  demo: boolean;
  /** The data shown (the Test / Live switch); the demo is live. */
  mode?: KeyMode;
  /** Title block (heading, welcome line, sign-out). */
  header: ReactNode;
  /** Shown between the header and the tabs (the demo banner). */
  banner?: ReactNode;
}) {
  const [url, setUrl] = useUrlParams({ tab: 'overview' });
  const tab: ConsoleTab = isTab(url.tab) ? url.tab : 'overview';
  const setTab = useCallback((next: ConsoleTab) => setUrl({ tab: next }), [setUrl]);
  const [dialog, setDialog] = useState<'create-app' | 'generate-key' | null>(null);
  const [prompt, setPrompt] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ secret: string; keyName: string } | null>(null);
  const copy = useContent('consoleCopy', consoleCopy);
  const ui = useContent('consoleUi', consoleUi);
  const { createApp, generateKey } = ui.blocked;

  const blocked = useCallback(
    (action: string) => {
      if (!demo) return false;
      setPrompt(action);
      return true;
    },
    [demo],
  );
  const actions = useMemo<ConsoleActions>(
    () => ({
      demo,
      mode,
      showSecret: (value: string, keyName: string) => setSecret({ secret: value, keyName }),
      blocked,
      openCreateApp: () => !blocked(createApp) && setDialog('create-app'),
      openGenerateKey: () => !blocked(generateKey) && setDialog('generate-key'),
      goTo: setTab,
    }),
    [demo, mode, blocked, setTab, createApp, generateKey],
  );

  return (
    <ConsoleProvider value={actions}>
      {header}
      {banner && <div className="mt-6">{banner}</div>}
      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)} className="mt-6">
        <TabsList aria-label={ui.page.tabsLabel}>
          {tabOrder.map((id) => (
            <TabsTrigger key={id} value={id} className="whitespace-nowrap">
              {copy.tabs[id]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab overview={data.overview} />
        </TabsContent>
        <TabsContent value="apps">
          <AppsTab apps={data.apps} />
        </TabsContent>
        <TabsContent value="keys">
          <KeysTab keys={data.keys} />
        </TabsContent>
        <TabsContent value="webhooks">
          <WebhooksTab />
        </TabsContent>
        <TabsContent value="requests">
          <RequestLogTab keys={data.keys} />
        </TabsContent>
        <TabsContent value="devices">
          <DevicesTab />
        </TabsContent>
        <TabsContent value="downloads">
          <DownloadsTab />
        </TabsContent>
        <TabsContent value="profile">
          <ProfileTab profile={data.profile} />
        </TabsContent>
      </Tabs>

      {!demo && (
        <>
          <AppFormDialog open={dialog === 'create-app'} onClose={() => setDialog(null)} />
          <KeyFormDialog
            open={dialog === 'generate-key'}
            apps={data.apps}
            onClose={() => setDialog(null)}
            onCreated={({ secret: value, key }) => {
              setTab('keys');
              setSecret({ secret: value, keyName: key.keyName });
            }}
          />
          <KeySecretDialog
            secret={secret?.secret ?? null}
            keyName={secret?.keyName ?? ''}
            onClose={() => setSecret(null)}
          />
        </>
      )}
      <SignInPrompt action={prompt} onClose={() => setPrompt(null)} />
    </ConsoleProvider>
  );
}
