/**
 * The camera tour's place on the dashboard.
 * TODO(tour): when `#features/tour/components/camera-tour.tsx` exists, replace this file's body with
 *   `export { CameraTour as CameraTourSlot } from '#features/tour/components/camera-tour.tsx';`
 * (one import line; nothing else in the dashboard changes).
 */
export function CameraTourSlot() {
  return (
    <section
      aria-labelledby="camera-tour-heading"
      className="rounded-2xl border border-mint-400/15 bg-teal-900/60 p-6"
    >
      <h2 id="camera-tour-heading" className="text-xl font-bold text-white">
        Camera tour
      </h2>
      <p className="mt-2 text-teal-200">The live camera tour is being set up and will appear here.</p>
    </section>
  );
}
