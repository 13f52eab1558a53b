/** Placeholder: the county appeal form (spec §2). The engineer who owns this page replaces this file. */
export default function FillFormRoute() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-mint-300">Property Tax Appeal Form</h1>
      <p className="mt-4 text-teal-100">The county appeal form is coming soon.</p>
    </section>
  );
}
