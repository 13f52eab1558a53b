import { Check, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#components/ui/toast.tsx';
import { useSaveCapture } from '../api/save-capture.ts';
import type { AnalysedFrame } from '../stores/tour-store.ts';

export const SAVED_TOAST = 'Saved to your evidence.';

/**
 * Keeps the analysed frame, with its timestamp, room and findings, in the user's evidence.
 * Mount it with `key` set to the frame's token so each new analysis starts unsaved.
 */
export function SaveEvidenceButton({ frame }: { frame: AnalysedFrame }) {
  const save = useSaveCapture();
  const [isSaved, setIsSaved] = useState(false);

  const onSave = () =>
    save.mutate(frame, {
      onSuccess: () => {
        setIsSaved(true);
        toast.success(SAVED_TOAST);
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
        {isSaved ? 'Saved as evidence' : 'Save as evidence'}
      </Button>
      {save.error && (
        <p role="alert" className="text-sm text-red-200">
          Could not save: {save.error.message}
        </p>
      )}
    </div>
  );
}
