/** Placeholder: the property analysis screen (spec §2). The engineer who owns this page replaces this file. */
export default function AnalysisRoute() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-mint-300">Property analysis</h1>
      <p className="mt-4 text-teal-100">The analysis screen is coming soon.</p>
    </section>
  );
}
