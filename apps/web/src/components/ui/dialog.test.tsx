/** Focus goes back to where a dialog was opened from when it closes (WCAG 2.4.3), not to the page body. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogClose, DialogContent } from './dialog.tsx';

/** A list row whose Approve button opens a dialog (by state, no trigger); Done may turn Approve into Resend. */
function Row({ chain = false }: { chain?: boolean }) {
  const [open, setOpen] = useState<'confirm' | 'done' | null>(null);
  const [approved, setApproved] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <div role="row">
        <button type="button">View</button>
        {approved ? (
          <button key="resend" type="button">
            Resend
          </button>
        ) : (
          <button key="approve" type="button" onClick={() => setOpen('confirm')}>
            Approve
          </button>
        )}
      </div>
      <Dialog open={open === 'confirm'} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent title="Approve?">
          <DialogClose asChild>
            <button type="button">Cancel</button>
          </DialogClose>
          <button
            type="button"
            onClick={() => {
              setApproved(!chain);
              setOpen(chain ? 'done' : null);
            }}
          >
            Confirm
          </button>
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'done'} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent title="Approved">
          <DialogClose asChild>
            <button type="button">OK</button>
          </DialogClose>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('gives focus back to the control that opened it, by Escape and by Cancel', async () => {
    const user = userEvent.setup();
    render(<Row />);
    const approve = screen.getByRole('button', { name: 'Approve' });
    await user.click(approve);
    await screen.findByRole('dialog', { name: 'Approve?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(approve));

    await user.click(approve);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(approve));
  });

  it('gives focus to the first control of the opener’s row when the opener is gone', async () => {
    const user = userEvent.setup();
    render(<Row />);
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View' })));
  });

  it('a dialog that follows another (done, then the result) gives focus back to the first one’s opener', async () => {
    const user = userEvent.setup();
    render(<Row chain />);
    const approve = screen.getByRole('button', { name: 'Approve' });
    await user.click(approve);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(approve));
  });
});
