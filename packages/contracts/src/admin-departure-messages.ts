/**
 * Back-office messages of the departures desk (server answers and toasts). Part of ADMIN_MESSAGES.
 */
export const DEPARTURE_ADMIN_MESSAGES = {
  leaderNotStaff: 'The trek leader must be a staff member or an admin',
  leaderEitherOr: 'Choose a staff member or type a name, not both',
  monthInvalid: 'Month must look like 2026-10',
  failedToSaveDeparture: 'Failed to save the departure',
  manifestFailed: 'The manifest could not be downloaded',
} as const;
