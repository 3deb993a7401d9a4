import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { TIMINGS } from '@trails/contracts/constants';
import { Bird, Check, Link2, Mail, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { ShareButtonContent, type ShareMenuProps } from './share-button';
import { notify } from '../../../lib/notify';
import { buildShareLinks, sharePopupFeatures, SHARE_NETWORKS, type ShareNetwork } from '../lib/share-links';

const tileClass = 'inline-flex size-6 shrink-0 items-center justify-center rounded-md text-white';

/** Each network's mark: a tile in its colour (the icon set has no brand logos). */
const MARKS: Record<ShareNetwork, ReactNode> = {
  facebook: <span className={`${tileClass} bg-[#1877f2] font-sans text-sm font-bold`}>f</span>,
  twitter: (
    <span className={`${tileClass} bg-sky-600`}>
      <Bird className="size-3.5" />
    </span>
  ),
  whatsapp: (
    <span className={`${tileClass} bg-green-700`}>
      <MessageCircle className="size-3.5" />
    </span>
  ),
  email: (
    <span className={`${tileClass} bg-slate-600`}>
      <Mail className="size-3.5" />
    </span>
  ),
};

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800';

/**
 * The share menu itself, with Radix's dropdown and its positioning and focus code: loaded by
 * ShareMenu when its button is first pressed, and opened at once then.
 */
export default function ShareMenuDropdown({ url, title, description, className = '' }: ShareMenuProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const target = () => ({
    url: url ?? window.location.href,
    title: title ?? document.title,
    description: description ?? t('share.defaultDescription'),
  });

  const open = (network: ShareNetwork) => {
    const link = buildShareLinks(target())[network];
    if (network === 'email') {
      window.location.href = link;
      return;
    }
    window.open(
      link,
      `share-${network}`,
      sharePopupFeatures({ width: window.screen.width, height: window.screen.height }),
    );
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target().url);
      notify.success(t('share.copied'));
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), TIMINGS.copiedIndicatorMs);
    } catch {
      notify.error(t('share.copyFailed'));
    }
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={buttonClass('secondary', className)}>
        <ShareButtonContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {SHARE_NETWORKS.map((network) => (
            <DropdownMenu.Item key={network} className={itemClass} onSelect={() => open(network)}>
              <span aria-hidden="true">{MARKS[network]}</span>
              {t(`share.${network}`)}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={(event) => {
              // Stay open so the reader sees the item change to Copied!
              event.preventDefault();
              void copy();
            }}
          >
            <span aria-hidden="true" className={`${tileClass} ${copied ? 'bg-green-700' : 'bg-brand-700'}`}>
              {copied ? <Check className="size-3.5" /> : <Link2 className="size-3.5" />}
            </span>
            <span aria-live="polite">{copied ? t('share.copiedLabel') : t('share.copyLink')}</span>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
