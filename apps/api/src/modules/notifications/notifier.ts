/**
 * The notifier: how other modules tell staff something happened. The notice is written with the
 * caller's executor, in the transaction of the change it reports.
 * `deleteNotificationsOf` clears an erased account's (auth's account deletion).
 */
export { deleteNotificationsOf, notifyStaff } from './notifications.repo.ts';
