/**
 * Back-office messages about the media library (server answers, field errors and toasts), part of
 * ADMIN_MESSAGES so the admin app translates them by key (`messages.<key>`).
 */
export const MEDIA_ADMIN_MESSAGES = {
  mediaFileRequired: 'Please choose an image to upload',
  mediaFolderInvalid: 'Folder names use lowercase letters, digits, - and _ (at most 40)',
  mediaUploaded: 'Image uploaded successfully',
  mediaDeleted: 'Image deleted successfully',
  mediaDeletedInUse: 'Image deleted; pages that showed it now have no image there',
  mediaNotFound: 'Image not found',
} as const;
