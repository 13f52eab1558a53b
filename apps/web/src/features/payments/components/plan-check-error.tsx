import { Alert } from '#components/ui/alert.tsx';

/** A paid page's answer when the order could not be checked (/confirmation, /payment-success). */
export function PlanCheckError({ message }: { message: string }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12">
      <h1 className="text-3xl font-bold text-white">Checking your plan</h1>
      <Alert variant="error">
        Your plan could not be checked just now ({message}). Reload the page to try again.
      </Alert>
    </section>
  );
}
