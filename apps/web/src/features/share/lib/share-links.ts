/** What is shared: the page's address, its title and a line of text. */
export interface ShareTarget {
  url: string;
  title: string;
  description: string;
}

export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'email';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['facebook', 'twitter', 'whatsapp', 'email'];

/** Size of the window the web networks open in. */
export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** Pre-filled share addresses for each network; every part is URL-encoded. */
export function buildShareLinks({ url, title, description }: ShareTarget): Record<ShareNetwork, string> {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${description}\n\n${url}`)}`,
  };
}

/** `window.open` features for a centred 600x400 popup. */
export function sharePopupFeatures(screen: { width: number; height: number; left?: number; top?: number }): string {
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`;
}
