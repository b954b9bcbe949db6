/**
 * The words every public form shows besides its own fields: the required-field note at its foot and the
 * honeypot's label (read by no person: the field is hidden). In content so a Chinese form says them too.
 */
export const formUi = {
  requiredField: 'Required field',
  honeypot: 'Leave this field empty',
};
