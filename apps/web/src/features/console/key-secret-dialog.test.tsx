import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleUi } from '../../content/console-ui.ts';
import { KeySecretDialog } from './key-secret-dialog.tsx';

const secretDialogCopy = consoleUi.secretDialog;

const SECRET = 'lumen_live_0123456789abcdefghijABCDEFGHIJ_1a2B3c';

afterEach(() => vi.unstubAllGlobals());

describe('KeySecretDialog', () => {
  it('shows the secret once with its warning, and copies it with the Clipboard API', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    render(<KeySecretDialog secret={SECRET} keyName="CI key" onClose={onClose} />);

    const dialog = screen.getByRole('dialog', { name: secretDialogCopy.title });
    expect(dialog.textContent).toContain(secretDialogCopy.description);
    expect(dialog.textContent).toContain(secretDialogCopy.warningTitle);
    expect((screen.getByLabelText('CI key') as HTMLInputElement).value).toBe(SECRET);

    await user.click(screen.getByRole('button', { name: secretDialogCopy.copy }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(screen.getByRole('status').textContent).toBe(secretDialogCopy.copiedAnnouncement);
    expect(screen.getByRole('button', { name: secretDialogCopy.copied })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: secretDialogCopy.done }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when the clipboard is unavailable', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<KeySecretDialog secret={SECRET} keyName="CI key" onClose={() => undefined} />);
    await user.click(screen.getByRole('button', { name: secretDialogCopy.copy }));
    expect(screen.getByRole('status').textContent).toBe(secretDialogCopy.copyFailed);
  });

  it('renders nothing while there is no secret', () => {
    render(<KeySecretDialog secret={null} keyName="" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
