/** Placeholder: the order confirmation page (spec §2). The engineer who owns this page replaces this file. */
export default function ConfirmationRoute() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-mint-300">You're all set!</h1>
      <p className="mt-4 text-teal-100">Order confirmation is coming soon.</p>
    </section>
  );
}
