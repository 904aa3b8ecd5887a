import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { findPortsOnline, type PortOption } from './find-ports';
import { usePortSuggestions, type FindPorts } from './use-port-suggestions';
import styles from './PortCombobox.module.css';

export interface PortChoice {
  unlocode: string;
  name: string;
}

/**
 * A port picker after the WAI-ARIA combobox pattern: type a name, another name or a UN/LOCODE
 * (typing errors forgiven), move through the suggestions with the arrow keys, take one with
 * Enter or a click, close them with Escape. Each suggestion shows its UN/LOCODE beside the name.
 * `find` answers the suggestions; the server's port finder by default, an offline one in the
 * desktop app.
 */
export function PortCombobox({
  label,
  value,
  onChange,
  error,
  hint,
  find = findPortsOnline,
  id,
}: {
  label: string;
  value: PortChoice | null;
  onChange: (choice: PortChoice | null) => void;
  error?: string | undefined;
  hint?: string;
  find?: FindPorts | undefined;
  id?: string;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const listId = `${inputId}-options`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [text, setText] = useState(value ? `${value.name} (${value.unlocode})` : '');
  const suggestions = usePortSuggestions(find);
  const { options, open, active } = suggestions;
  const list = useRef<HTMLUListElement>(null);

  // A value chosen elsewhere (a link, going back) shows in the box.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue?.unlocode !== value?.unlocode) {
    setShownValue(value);
    setText(value ? `${value.name} (${value.unlocode})` : '');
  }

  const choose = (option: PortOption) => {
    suggestions.close(`${option.name}, ${option.unlocode}, chosen.`);
    setShownValue({ unlocode: option.unlocode, name: option.name });
    setText(`${option.name} (${option.unlocode})`);
    onChange({ unlocode: option.unlocode, name: option.name });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        if (options.length > 0) suggestions.show(true);
        else if (text.trim().length >= 2) suggestions.ask(text);
        return;
      }
      suggestions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      const option = options[active] ?? options[0];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      suggestions.show(false);
    }
  };

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  // The list opens within the screen, and the highlighted option is always in sight in it.
  const shown = open && options.length > 0;
  useEffect(() => {
    if (shown) list.current?.scrollIntoView({ block: 'nearest' });
  }, [shown]);
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.box}>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            if (value) {
              setShownValue(null);
              onChange(null);
            }
            if (next.trim().length >= 2) suggestions.ask(next);
            else suggestions.close();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => suggestions.show(false)}
        />
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-label={`${label}: suggestions`}
          className={styles.list}
          hidden={!shown}
        >
          {options.map((option, index) => (
            <li
              key={option.unlocode}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Keeps the focus in the box, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => suggestions.highlight(index)}
            >
              <span className={styles.name}>
                {option.name}
                <span className={styles.country}>, {option.countryName}</span>
                {option.matched ? <span className={styles.matched}> (also {option.matched})</span> : null}
              </span>
              <span className={styles.code}>{option.unlocode}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {suggestions.status}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
