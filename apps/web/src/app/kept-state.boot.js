// Runs in <head> of a prerendered page, before its first paint (decision 138; scripts/prerender.mjs
// copies it to /assets/kept-state-<hash>.js): marks <html data-kept> when this browser keeps a
// looked-up property or a chosen plan, so the page's CSS shows its "loading your result"
// placeholders instead of the first-visit text until the app renders. The same rule as
// hasKeptState in kept-state.ts (kept-state.test.ts checks they agree). It also keeps a button
// pressed, files chosen and text typed before the app runs, for main.tsx to press, choose or type
// again.
(() => {
  const isBlank = (value) =>
    value === null ||
    value === undefined ||
    value === false ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank));
  let kept;
  try {
    kept = ['property-store', 'payment-store'].some((key) => {
      const raw = localStorage.getItem(key);
      if (raw === null) return false;
      return !isBlank(JSON.parse(raw)?.state);
    });
  } catch {
    kept = true;
  }
  if (kept) document.documentElement.setAttribute('data-kept', '');

  // Until the app has taken the page over, a button pressed on the prerendered HTML is kept (not
  // lost, and no form sent by the browser itself); main.tsx presses it again once hydrated. An
  // element React has already adopted (its props attached, as main.tsx's `adopted` checks) handles
  // the event itself: keeping it too would act twice (a dialog's trigger would open and close).
  const adopted = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  window.homieEarlyClick = null;
  document.addEventListener(
    'click',
    (event) => {
      if (window.homieEarlyClick === undefined || !(event.target instanceof Element)) return;
      const button = event.target.closest('#root button');
      if (!button || adopted(button)) return;
      event.preventDefault();
      window.homieEarlyClick = button;
    },
    true,
  );
  // Likewise a file chosen before the app runs (its change event reaches no handler yet).
  window.homieEarlyFiles = null;
  document.addEventListener(
    'change',
    (event) => {
      if (window.homieEarlyFiles === undefined || !(event.target instanceof HTMLInputElement)) return;
      if (event.target.type !== 'file' || !event.target.closest('#root') || adopted(event.target)) return;
      const label = event.target.labels?.[0]?.textContent?.trim() ?? '';
      window.homieEarlyFiles = { input: event.target, label, files: event.target.files };
    },
    true,
  );
  // Likewise text typed before the app runs: hydration keeps it on screen, but the app's state still
  // holds the prerendered value, so the app's next render would wipe it. Its last value per field is
  // kept for main.tsx to type again.
  window.homieEarlyTyping = null;
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (window.homieEarlyTyping === undefined) return;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      if (field.type === 'file' || field.type === 'checkbox' || field.type === 'radio') return;
      if (!field.name || !field.closest('#root') || adopted(field)) return;
      if (window.homieEarlyTyping === null) window.homieEarlyTyping = new Map();
      window.homieEarlyTyping.set(field, field.value);
    },
    true,
  );
})();
