import { useEffect, useRef, useState } from 'react';
import { useSite } from '../../lib/site-context';
import styles from './Captcha.module.css';

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface Turnstile {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      action?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

let scriptLoading: Promise<Turnstile> | undefined;

/** Adds Turnstile's script once per page, only when a widget is first shown. */
function loadTurnstile(): Promise<Turnstile> {
  scriptLoading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const turnstile = (window as unknown as { turnstile?: Turnstile }).turnstile;
      if (turnstile) resolve(turnstile);
      else reject(new Error('The bot check did not load.'));
    };
    script.onerror = () => {
      scriptLoading = undefined;
      reject(new Error('The bot check could not be loaded.'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/**
 * The bot check (Cloudflare Turnstile, rendered explicitly). Reports a token when the visitor
 * passes and `null` when it expires or fails; a new `resetKey` asks for a fresh token, since
 * each token is accepted once. Renders nothing when no site key is configured (development,
 * tests), and the server then does not ask for one.
 */
export function Captcha({
  onToken,
  action,
  resetKey = 0,
}: {
  onToken: (token: string | null) => void;
  action?: string;
  resetKey?: number;
}) {
  const siteKey = useSite().captchaSiteKey;
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ turnstile: Turnstile; id: string }>(undefined);
  const report = useRef(onToken);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    report.current = onToken;
  }, [onToken]);

  useEffect(() => {
    if (!siteKey || !container.current) return undefined;
    const element = container.current;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled) return;
        const id = turnstile.render(element, {
          sitekey: siteKey,
          ...(action ? { action } : {}),
          callback: (token) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        });
        widget.current = { turnstile, id };
      })
      .catch(() => {
        setFailed(true);
        report.current(null);
      });
    return () => {
      cancelled = true;
      if (widget.current) widget.current.turnstile.remove(widget.current.id);
      widget.current = undefined;
    };
  }, [siteKey, action]);

  useEffect(() => {
    if (resetKey === 0 || !widget.current) return;
    widget.current.turnstile.reset(widget.current.id);
    report.current(null);
  }, [resetKey]);

  if (!siteKey) return null;
  return (
    <div className={styles.widget}>
      <div ref={container} />
      {failed ? (
        <p role="alert" className={styles.failed}>
          The bot check could not load. Check your connection (or allow challenges.cloudflare.com in your
          blocker) and reload the page.
        </p>
      ) : null}
    </div>
  );
}
