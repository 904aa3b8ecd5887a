/** What says the visitor has started on the calculator: its code is fetched from then on. */
const FIRST_USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'change'] as const;

const LOAD_FAILED = 'The calculator could not load. Check your connection, then try again.';

/**
 * Loads the calculator's code when the visitor first uses the widget, not with the page: until
 * then the server's markup is all there is to see, and its fields take choices and typing on
 * their own. What the visitor asks for before the code has arrived (a Calculate, an added line)
 * waits and is done once it has, so nothing typed or pressed is lost; the form is never sent the
 * browser's way, which would reload the page empty. `enhance` attaches the calculator to `root`.
 */
export function enhanceOnFirstUse(root: HTMLElement, enhance: () => Promise<unknown>): void {
  const waiting = new AbortController();
  const listen = <E extends Event>(type: string, listener: (event: E) => void) =>
    root.addEventListener(type, listener as EventListener, { capture: true, signal: waiting.signal });
  const alert = root.querySelector<HTMLElement>('[data-role="form-error"]');
  const pending: (() => void)[] = [];
  let loading: Promise<void> | undefined;

  const load = () => {
    loading ??= enhance().then(
      () => {
        // From here on the calculator's own listeners answer; the ones below would only get in the way.
        waiting.abort();
        root.removeAttribute('aria-busy');
        if (alert?.textContent === LOAD_FAILED) alert.textContent = '';
        for (const action of pending.splice(0)) action();
      },
      () => {
        loading = undefined;
        pending.length = 0;
        root.removeAttribute('aria-busy');
        if (alert) alert.textContent = LOAD_FAILED;
      },
    );
  };
  const later = (action: () => void) => {
    pending.push(action);
    root.setAttribute('aria-busy', 'true');
    load();
  };

  for (const type of FIRST_USE_EVENTS) listen(type, load);
  listen<MouseEvent>('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLButtonElement) later(() => button.click());
  });
  listen<SubmitEvent>('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const { submitter } = event;
    later(() => form.requestSubmit(submitter));
  });
  // The visitor may already be in a field by the time this script runs.
  if (root.contains(document.activeElement)) load();
}
