/** Messages of the traveller's own account controls: password change, data download, deletion. */
export const ACCOUNT_MESSAGES = {
  currentPasswordNeeded: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  newPasswordSame: 'Choose a new password that differs from your current one',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  accountDeleted: 'Your account has been deleted',
  staffCannotSelfDelete: 'Staff accounts cannot be deleted here. Ask an administrator to close the account.',
  exportFailed: 'Could not download your data. Please try again.',
} as const;
