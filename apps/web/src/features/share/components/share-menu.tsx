import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { ShareButtonContent, type ShareMenuProps } from './share-button';

const loadDropdown = () => import('./share-menu-dropdown');
/** The menu (Radix dropdown, its positioning and focus code) loads when the button is first used. */
const ShareMenuDropdown = lazy(loadDropdown);

/**
 * Share button with a menu: Facebook, Twitter and WhatsApp open a 600x400 window, Email a
 * pre-filled message, Copy Link puts the address on the clipboard (the item reads Copied! for 2 s).
 * Until the first press the button is a plain one (its menu's code starts loading when a pointer
 * comes over it or it takes the focus); the press loads the menu and opens it.
 */
export function ShareMenu(props: ShareMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      className={buttonClass('secondary', props.className)}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={wanted || undefined}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
    >
      <ShareButtonContent />
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ShareMenuDropdown {...props} />
    </Suspense>
  );
}
