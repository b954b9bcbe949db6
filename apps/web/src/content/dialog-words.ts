/** The shared dialogs' own words (components/ui/dialog.tsx, confirm-dialog.tsx), in the page's language. */
export const dialogWords = {
  close: 'Close',
  cancel: 'Cancel',
  delete: 'Delete',
  working: 'Working…',
};
