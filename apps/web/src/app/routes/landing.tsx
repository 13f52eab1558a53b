/** Placeholder: the property-tax landing page for / and /property-tax-landing (spec §2). The engineer who owns this page replaces this file. */
export default function LandingRoute() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-mint-300">Stop overpaying property tax</h1>
      <p className="mt-4 text-teal-100">
        Enter your address to see whether you are overpaying. This page is coming soon.
      </p>
    </section>
  );
}
