import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '#lib/cn.ts';
import { Spinner } from './spinner.tsx';

const variants = {
  primary: 'bg-mint-400 text-teal-950 hover:bg-mint-300 shadow-sm',
  secondary: 'border border-mint-400/60 text-mint-200 hover:bg-mint-400/10',
  ghost: 'text-teal-50 hover:bg-white/10',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  link: 'text-mint-300 underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner, disables the button and marks it busy. */
  isLoading?: boolean;
  /** Renders the single child (e.g. a router `<Link>`) with the button's look instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The app's button. `variant`: primary (mint), secondary (outline), ghost, danger, link. */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  asChild = false,
  className,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-mint-300',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    variant === 'link' ? 'text-sm' : sizes[size],
    className,
  );
  if (asChild) {
    return (
      <Slot.Root className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
