import { type ReactNode, useEffect } from 'react';

/** The frame of a static legal page: title, "Last updated" line and readable prose. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Homie`;
  }, [title]);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 leading-relaxed text-teal-100">
      <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-teal-300">Last updated {updated}</p>
      <div className="mt-8 flex flex-col gap-8">{children}</div>
    </article>
  );
}

/** A numbered or titled section of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-bold text-mint-200">{title}</h2>
      {children}
    </section>
  );
}

export const LEGAL_LAST_UPDATED = 'May 4th 2025';
