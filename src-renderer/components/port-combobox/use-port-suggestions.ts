import { useEffect, useState } from 'react';
import type { PortOption } from './find-ports';

const SEARCH_DELAY_MS = 200;

export type FindPorts = (query: string, signal: AbortSignal) => Promise<PortOption[]>;

/**
 * The combobox's suggestions: asks `find` once the typing pauses (dropping an answer that
 * came too late), keeps the highlighted one, and words the status a screen reader hears.
 */
export function usePortSuggestions(find: FindPorts) {
  const [options, setOptions] = useState<PortOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  // A new object for every question, so asking the same text again (arrow down) asks again.
  const [question, setQuestion] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!question) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('Looking for ports…');
      find(question.text, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          setActive(found.length > 0 ? 0 : -1);
          setOpen(true);
          setStatus(
            found.length === 0
              ? 'No port matches. Try the port’s name in English or its UN/LOCODE.'
              : `${found.length} ${found.length === 1 ? 'port matches' : 'ports match'}. Use the arrow keys to choose.`,
          );
        },
        (failure: unknown) => {
          if (controller.signal.aborted) return;
          setOptions([]);
          setOpen(false);
          setStatus(failure instanceof Error ? failure.message : 'The ports could not be loaded.');
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [question, find]);

  return {
    options,
    open,
    active,
    status,
    ask: (text: string) => setQuestion({ text }),
    /** Stops asking and drops the suggestions; `said`, when given, is what the status says now. */
    close: (said?: string) => {
      setQuestion(null);
      setOpen(false);
      setOptions([]);
      if (said !== undefined) setStatus(said);
    },
    show: (shown: boolean) => setOpen(shown),
    highlight: setActive,
    /** Moves the highlight one option down (1) or up (-1), round the ends. */
    move: (step: 1 | -1) =>
      setActive((current) =>
        options.length === 0 ? -1 : (current + step + options.length) % options.length,
      ),
  };
}
