import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn.ts';

/** Root: controlled with `open`/`onOpenChange`, or uncontrolled with a `DialogTrigger`. */
export const Dialog = DialogPrimitive.Root;
/** Wrap the element that opens the dialog (use `asChild` to keep your own button). */
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Width cap, e.g. "max-w-[425px]"; defaults to max-w-md. */
  className?: string;
  /** The close button's name; "Close" unless the dialog's own texts are translated (decision 258). */
  closeLabel?: string;
}

/**
 * The modal panel: overlay, a titled card, a close button. Focus is trapped inside, Escape and a
 * click outside close it, and focus returns to the trigger (Radix Dialog).
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  closeLabel = 'Close',
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-2xl border border-mint-400/20 bg-teal-900 p-6 text-teal-50 shadow-2xl',
          'focus:outline-none',
          className ?? 'max-w-md',
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="mb-5 pr-8">
          <DialogPrimitive.Title className="text-2xl font-bold text-white">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="mt-1 text-sm text-teal-200">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 rounded-md p-1 text-teal-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-mint-300"
          aria-label={closeLabel}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
