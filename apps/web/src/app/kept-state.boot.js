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

  // Until the app has taken the page over (main.tsx's replay has run), a button pressed is kept and
  // pressed again by main.tsx, and the event goes no further: before hydration nothing would handle
  // it (and the browser would send a form itself); once React has adopted the button but before the
  // app's effects ran, React may drop it (a root still hydrating) or handle it before the router can
  // navigate, and letting it through as well as replaying it would act twice (a dialog's trigger
  // would open and close). A link is kept only once React has adopted it (before that the browser
  // follows it, a page load); a link to another site, a new tab or a modified click goes as usual.
  const adopted = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  window.homieEarlyClick = null;
  document.addEventListener(
    'click',
    (event) => {
      if (window.homieEarlyClick === undefined || !(event.target instanceof Element)) return;
      const pressed = event.target.closest('#root button, #root a[href]');
      if (!pressed) return;
      if (
        pressed instanceof HTMLAnchorElement &&
        (!adopted(pressed) ||
          pressed.target ||
          pressed.origin !== location.origin ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey)
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      window.homieEarlyClick = pressed;
    },
    true,
  );
  // Likewise a file chosen before the app runs (its change event reaches no handler yet). A file input
  // React has adopted handles its own change (choosing it again would upload twice).
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
  // kept for main.tsx to type again (only where the state does not hold it already).
  window.homieEarlyTyping = null;
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (window.homieEarlyTyping === undefined) return;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
      if (field.type === 'file' || field.type === 'checkbox' || field.type === 'radio') return;
      if (!field.name || !field.closest('#root')) return;
      if (window.homieEarlyTyping === null) window.homieEarlyTyping = new Map();
      window.homieEarlyTyping.set(field, field.value);
    },
    true,
  );

  // The app's scripts (scripts/prerender.mjs keeps them in <template id="homie-app-scripts">, with
  // the page's own preloads) are put in the page once its text has painted from the HTML and CSS
  // (first-contentful-paint; the frame after the document is parsed where a browser does not report
  // it), or at once in a tab nobody sees (it paints nothing). The preloads go first, the entry last;
  // each is a new element, so the browser fetches and runs it. loadApp runs once.
  const loadApp = () => {
    const scripts = document.getElementById('homie-app-scripts');
    if (!(scripts instanceof HTMLTemplateElement)) return;
    scripts.remove();
    const tags = [...scripts.content.children].sort(
      (a, b) => (a.tagName === 'SCRIPT') - (b.tagName === 'SCRIPT'),
    );
    for (const tag of tags) {
      const element = document.createElement(tag.tagName.toLowerCase());
      for (const { name, value } of tag.attributes) element.setAttribute(name, value);
      document.head.append(element);
    }
  };
  if (document.visibilityState === 'hidden') loadApp();
  document.addEventListener('visibilitychange', loadApp, { once: true });
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(loadApp, 0);
    }).observe({ type: 'paint', buffered: true });
    // A page that paints no text still gets its app.
    setTimeout(loadApp, 3000);
  } else {
    const afterParsing = () => requestAnimationFrame(() => setTimeout(loadApp, 0));
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParsing);
    else afterParsing();
  }
})();
