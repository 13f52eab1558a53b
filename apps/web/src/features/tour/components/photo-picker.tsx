import { Camera } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { cn } from '#lib/cn.ts';
import { useI18n } from '#lib/i18n/i18n.tsx';

export interface PhotoPickerProps {
  /** The camera failed: the photo is the way on, shown as the main action. */
  isProminent: boolean;
  disabled: boolean;
  onPhoto(photo: File): void;
}

/**
 * "Take or choose a photo" (issue 53): a phone opens its camera app (rear camera), a computer its file
 * chooser. The native file input stays focusable (Tab, then Enter or Space) under a label that looks
 * like a button.
 */
export function PhotoPicker({ isProminent, disabled, onPhoto }: PhotoPickerProps) {
  const id = useId();
  const { t } = useI18n();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const photo = event.target.files?.[0];
    // Cleared so the same photo can be chosen again.
    event.target.value = '';
    if (photo) onPhoto(photo);
  };
  return (
    <div className={cn('flex flex-wrap items-center gap-3', isProminent && 'justify-center')}>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        disabled={disabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={cn(
          'inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-mint-300',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          isProminent
            ? 'h-12 bg-mint-400 px-6 text-base text-teal-950 shadow-sm hover:bg-mint-300'
            : 'h-10 border border-mint-400/60 px-4 text-sm text-mint-200 hover:bg-mint-400/10',
        )}
      >
        <Camera aria-hidden="true" className="size-4" />
        {t('dashboard.photo.label')}
      </label>
      {!isProminent && <p className="text-sm text-teal-200">{t('dashboard.photo.hint')}</p>}
    </div>
  );
}
