import { STORAGE_KEYS } from '@trails/contracts/constants';
import { storage } from '../../../lib/storage';

/** The pop-up shows once per browser: closing it or sending through it sets this for good. */
export const popupSeen = () => storage.get(STORAGE_KEYS.enquiryPopupSeen) !== null;
export const markPopupSeen = () => storage.set(STORAGE_KEYS.enquiryPopupSeen, 'true');
