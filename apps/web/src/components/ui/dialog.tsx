import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';

/**
 * A modal dialog on Radix: focus moves in and stays there, Escape and a click on the backdrop close
 * it, focus returns to what opened it. `placement` makes it a centred box or a right-hand panel;
 * `role="alertdialog"` suits a question that needs an answer.
 */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the corner close button; without it there is none. */
  closeLabel?: string;
  placement?: 'center' | 'right';
  /** Tailwind max-width class of the box, e.g. max-w-2xl. */
  widthClass?: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

const BOX = {
  center:
    'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl',
  right: 'fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col border-l border-slate-200 dark:border-slate-700',
} as const;

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  placement = 'center',
  widthClass = 'max-w-lg',
  role = 'dialog',
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[1px]" />
        <RadixDialog.Content
          role={role}
          // Without a description, tell Radix so instead of pointing aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`${BOX[placement]} ${widthClass} bg-white text-slate-900 shadow-xl outline-none dark:bg-slate-900 dark:text-slate-100`}
        >
          <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            {closeLabel && (
              <RadixDialog.Close
                aria-label={closeLabel}
                className="-mr-1 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-slate-100"
              >
                <X className="size-5" aria-hidden="true" />
              </RadixDialog.Close>
            )}
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
