import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '#lib/cn.ts';

export interface ProgressProps {
  /** 0 to 100. */
  value: number;
  /** Accessible name, e.g. "Upload progress". */
  label: string;
  className?: string;
}

/** A determinate progress bar (role progressbar with aria-valuenow). */
export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={100}
      aria-label={label}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-teal-950', className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-mint-400 transition-transform duration-200"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
