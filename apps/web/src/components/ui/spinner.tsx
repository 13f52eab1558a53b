import { LoaderCircle } from 'lucide-react';
import { cn } from '#lib/cn.ts';

export interface SpinnerProps {
  /** Text for screen readers; when set the spinner is announced as a status. */
  label?: string;
  className?: string;
}

/** A spinning circle. With `label` it is a polite live status; without, it is decorative. */
export function Spinner({ label, className }: SpinnerProps) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin', className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
