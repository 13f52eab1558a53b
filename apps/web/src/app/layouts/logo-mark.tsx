/**
 * The logo (public/logo.svg) drawn inline: an <img> of an SVG makes the browser build a separate
 * SVG document and style it on the main thread, a 50 ms task on a throttled phone right after the
 * first paint of every page (decision 138). Decorative here: the link beside it names the brand.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={36}
      height={36}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="64" height="64" rx="14" fill="#0b3b3c" />
      <path
        d="M14 32 32 16l18 16"
        fill="none"
        stroke="#5eead4"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M20 29v19h24V29" fill="none" stroke="#5eead4" strokeWidth="5" strokeLinejoin="round" />
      <circle cx="27" cy="37" r="2.5" fill="#ecfdf5" />
      <circle cx="37" cy="37" r="2.5" fill="#ecfdf5" />
      <path d="M27 42.5q5 3.5 10 0" fill="none" stroke="#ecfdf5" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
