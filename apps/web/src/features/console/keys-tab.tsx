/**
 * API Keys of the mode the console shows (Test / Live), secret keys apart from publishable keys: name,
 * associated app, the masked key (prefix + dots) with a show/hide toggle that shows the same masked text
 * either way (the secret is never retrievable; a tooltip says so), permission badges, Active / Inactive,
 * created and last-used dates, the expiry moment in the browser's time zone, Edit, Roll, Revoke, and
 * Delete with confirmation.
 */
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Tooltip, TooltipProvider } from '../../components/ui/tooltip.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { consoleCopy } from '../../content/console.ts';
import { consoleUi } from '../../content/console-ui.ts';
import { useContent } from '../../i18n/catalogue.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { isSessionEnd, useChangeKey, type KeyChange } from './api.ts';
import { KeyStatusBadge, PermissionBadges } from './badges.tsx';
import { useConsole } from './console-context.tsx';
import { useColon, useConsoleDates, useProblemText } from './console-text.ts';
import { KeyEditDialog, KeyRollDialog } from './key-manage-dialogs.tsx';
import { browserTimeZone } from './key-time.ts';
import type { ConsoleKey } from './types.ts';
import { Badge } from '../../components/ui/card.tsx';

const MASK = '••••••••••••••••••••••••';
const maskedKey = (prefix: string) => `${prefix}${MASK}`;

function MaskedKey({ keyRow }: { keyRow: ConsoleKey }) {
  const [shown, setShown] = useState(false);
  const copy = useContent('consoleCopy', consoleCopy);
  const words = useContent('consoleUi', consoleUi).keys;
  return (
    <div className="flex min-w-0 items-center gap-1">
      <code
        className="min-w-0 truncate rounded bg-slate-100 px-2 py-1 font-mono text-xs text-slate-800"
        data-testid="masked-key"
      >
        {maskedKey(keyRow.keyPrefix)}
      </code>
      <Tooltip content={copy.keySecretTooltip}>
        <button
          type="button"
          aria-pressed={shown}
          aria-label={shown ? words.hideLabel(keyRow.keyName) : words.showLabel(keyRow.keyName)}
          onClick={() => setShown((v) => !v)}
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <Icon name={shown ? 'lock' : 'eye'} className="h-4 w-4" />
        </button>
      </Tooltip>
      <span className="sr-only" aria-live="polite">
        {shown ? copy.keySecretTooltip : ''}
      </span>
    </div>
  );
}

function KeyCard({
  keyRow,
  onRevoke,
  onDelete,
  onEdit,
  onRoll,
}: {
  keyRow: ConsoleKey;
  onRevoke: () => void;
  onDelete: () => void;
  onEdit: () => void;
  onRoll: () => void;
}) {
  const keysCopy = useContent('consoleCopy', consoleCopy).keys;
  const words = useContent('consoleUi', consoleUi).keys;
  const dates = useConsoleDates();
  const colon = useColon();
  const rows = [
    [words.created, dates.date(keyRow.createdAt)],
    [words.lastUsed, dates.date(keyRow.lastUsedAt)],
    [words.expires, dates.moment(keyRow.expiresAt)],
  ] as const;
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 grid gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words text-slate-900">{keyRow.keyName}</h3>
            <KeyStatusBadge active={keyRow.isActive} expired={keyRow.expired} />
            {keyRow.mode === 'test' && <Badge tone="yellow">{words.testBadge}</Badge>}
          </div>
          <p className="text-sm text-slate-600">
            {words.app} <span className="text-slate-900">{keyRow.appName ?? words.allApps}</span>
          </p>
          <MaskedKey keyRow={keyRow} />
          {keyRow.previousExpiresAt && (
            <p className="text-xs text-slate-600" data-testid="overlap">
              {keysCopy.overlapUntil(dates.moment(keyRow.previousExpiresAt))}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit} aria-label={words.editLabel(keyRow.keyName)}>
            {words.edit}
          </Button>
          {keyRow.isActive && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={onRoll}
                aria-label={words.rollLabel(keyRow.keyName)}
              >
                {words.roll}
              </Button>
              <Button size="sm" variant="outline" onClick={onRevoke}>
                {words.revoke}
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={onDelete} aria-label={words.deleteLabel(keyRow.keyName)}>
            <Icon name="trash" className="h-4 w-4 text-red-700" />
          </Button>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        {keyRow.kind === 'publishable' ? (
          <p className="text-xs text-slate-600">{words.publishableNote}</p>
        ) : (
          <PermissionBadges permissions={keyRow.permissions} />
        )}
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
          {rows.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt>
                {label}
                {colon}
              </dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

function KeyList({
  keys,
  empty,
  onChange,
}: {
  keys: ConsoleKey[];
  empty: string;
  onChange: (key: ConsoleKey, action: KeyAction) => void;
}) {
  if (keys.length === 0) {
    return (
      <Card className="p-6 text-center">
        <p className="text-sm text-slate-600">{empty}</p>
      </Card>
    );
  }
  return (
    // One provider for the list: moving from one key's tooltip to the next opens it at once.
    <TooltipProvider>
      <ul className="grid gap-4">
        {keys.map((key) => (
          <li key={key.id}>
            <KeyCard
              keyRow={key}
              onRevoke={() => onChange(key, 'revoke')}
              onDelete={() => onChange(key, 'delete')}
              onEdit={() => onChange(key, 'edit')}
              onRoll={() => onChange(key, 'roll')}
            />
          </li>
        ))}
      </ul>
    </TooltipProvider>
  );
}

type KeyAction = 'revoke' | 'delete' | 'edit' | 'roll';

export function KeysTab({ keys }: { keys: ConsoleKey[] }) {
  const { blocked, openGenerateKey, mode } = useConsole();
  const [confirm, setConfirm] = useState<KeyChange | null>(null);
  const [editing, setEditing] = useState<ConsoleKey | null>(null);
  const [rolling, setRolling] = useState<ConsoleKey | null>(null);
  const keysCopy = useContent('consoleCopy', consoleCopy).keys;
  const ui = useContent('consoleUi', consoleUi);
  const words = ui.keys;
  const problemText = useProblemText();
  const blockedAction = {
    revoke: ui.blocked.revokeKey,
    delete: ui.blocked.deleteKey,
    edit: ui.blocked.editKey,
    roll: ui.blocked.rollKey,
  };
  const onChange = (key: ConsoleKey, action: KeyAction) => {
    if (blocked(blockedAction[action])) return;
    if (action === 'edit') setEditing(key);
    else if (action === 'roll') setRolling(key);
    else setConfirm({ key, action });
  };
  const secretKeys = keys.filter((key) => key.kind !== 'publishable');
  const publishableKeys = keys.filter((key) => key.kind === 'publishable');
  const change = useChangeKey();
  const busy = change.isPending;

  const run = () => {
    if (!confirm) return;
    const { key, action } = confirm;
    change.mutate(confirm, {
      onSuccess: () =>
        toast({
          title: action === 'revoke' ? words.revoked : words.deleted,
          description: key.keyName,
        }),
      onError: (error) => {
        if (!isSessionEnd(error)) {
          toast({
            title: words.changeFailed,
            description: problemText(error),
            variant: 'destructive',
          });
        }
      },
      onSettled: () => setConfirm(null),
    });
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{keysCopy.heading}</h2>
          <p className="text-sm text-slate-600">
            {words.sendAs} <code className="font-mono text-xs">Authorization: Bearer &lt;key&gt;</code>{' '}
            {words.toApi} {keysCopy.intro}
          </p>
          <p className="mt-1 text-xs text-slate-600">{keysCopy.expiresZone(browserTimeZone())}</p>
        </div>
        <Button onClick={openGenerateKey} className="shrink-0">
          <Icon name="key" className="h-4 w-4" />
          {words.generate}
        </Button>
      </div>
      {keys.length === 0 ? (
        <Card className="p-8 text-center">
          <Icon name="key" className="mx-auto h-8 w-8 text-slate-500" />
          <p className="mt-3 font-medium text-slate-900">{words.emptyTitle}</p>
          <p className="mt-1 text-sm text-slate-600">{words.emptyText}</p>
        </Card>
      ) : (
        <>
          <section aria-labelledby="secret-keys" className="grid gap-3" data-testid="secret-keys">
            <div>
              <h3 id="secret-keys" className="font-semibold text-slate-900">
                {keysCopy.secretHeading(mode)}
              </h3>
              <p className="text-sm text-slate-600">{keysCopy.secretHint(mode)}</p>
            </div>
            <KeyList keys={secretKeys} empty={keysCopy.noSecret} onChange={onChange} />
          </section>
          <section aria-labelledby="publishable-keys" className="grid gap-3" data-testid="publishable-keys">
            <div>
              <h3 id="publishable-keys" className="font-semibold text-slate-900">
                {keysCopy.publishableHeading}
              </h3>
              <p className="text-sm text-slate-600">{keysCopy.publishableHint}</p>
            </div>
            <KeyList keys={publishableKeys} empty={keysCopy.noPublishable} onChange={onChange} />
          </section>
        </>
      )}
      <KeyEditDialog keyRow={editing} onClose={() => setEditing(null)} />
      <KeyRollDialog keyRow={rolling} onClose={() => setRolling(null)} />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.action === 'revoke' ? words.revokeTitle : words.deleteTitle}
        description={
          confirm?.action === 'revoke'
            ? words.revokeDescription(confirm.key.keyName)
            : words.deleteDescription(confirm?.key.keyName ?? words.theKey)
        }
        confirmLabel={confirm?.action === 'revoke' ? words.revoke : words.delete}
        busy={busy}
        onConfirm={run}
      />
    </div>
  );
}
