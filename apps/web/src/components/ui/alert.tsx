import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#lib/cn.ts';

const variants = {
  info: { classes: 'border-sky-400/40 bg-sky-400/10 text-sky-100', Icon: Info },
  success: { classes: 'border-mint-400/50 bg-mint-400/10 text-mint-100', Icon: CircleCheck },
  warning: { classes: 'border-amber-400/50 bg-amber-400/10 text-amber-100', Icon: TriangleAlert },
  error: { classes: 'border-red-400/50 bg-red-500/10 text-red-100', Icon: CircleAlert },
} as const;

export interface AlertProps {
  variant?: keyof typeof variants;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A boxed message. Errors are announced at once (role alert); the others politely (role status). */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  const { classes, Icon } = variants[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-4 py-3 text-sm', classes, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title ? 'mt-1' : undefined, 'whitespace-pre-line')}>{children}</div>}
      </div>
    </div>
  );
}
