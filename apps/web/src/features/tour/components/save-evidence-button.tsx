import { Check, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#components/ui/toast.tsx';
import { useSaveCapture } from '../api/save-capture.ts';
import { ErrorWords } from '#lib/i18n/error-words.tsx';
import { useI18n } from '#lib/i18n/i18n.tsx';
import type { AnalysedFrame } from '../stores/tour-store.ts';

/**
 * Keeps the analysed frame, with its timestamp, room and findings, in the user's evidence.
 * Mount it with `key` set to the frame's token so each new analysis starts unsaved.
 */
export function SaveEvidenceButton({ frame }: { frame: AnalysedFrame }) {
  const save = useSaveCapture();
  const [isSaved, setIsSaved] = useState(false);
  const { t, rich } = useI18n();

  const onSave = () =>
    save.mutate(frame, {
      onSuccess: () => {
        setIsSaved(true);
        toast.success(t('dashboard.save.toast'));
      },
    });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" onClick={onSave} isLoading={save.isPending} disabled={isSaved}>
        {isSaved ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Save aria-hidden="true" className="size-4" />
        )}
        {isSaved ? t('dashboard.save.saved') : t('dashboard.save.button')}
      </Button>
      {save.error && (
        <p role="alert" className="text-sm text-red-200">
          {rich('dashboard.save.failed', { reason: <ErrorWords error={save.error} /> })}
        </p>
      )}
    </div>
  );
}
