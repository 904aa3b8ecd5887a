import { useState, type KeyboardEvent } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { TAG_MAX_LENGTH, type SurveyQuestion } from '../../../shared/surveys/survey-config';
import { describedBy, QuestionError, QuestionHelp, QuestionLabel, type QuestionIds } from './questions';
import styles from './survey.module.css';

interface TagsQuestionProps {
  question: Extract<SurveyQuestion, { type: 'tags' }>;
  ids: QuestionIds;
  error: string | undefined;
  control: Control<FieldValues>;
  suggestions: readonly string[];
}

/**
 * Free entries with suggestions: type and press Enter (or pick from the browser's suggestion
 * list, which is keyboard-operable everywhere), remove an entry with its own button. Each change
 * is announced, since the list changes without the focus moving.
 */
export function TagsQuestion({ question, ids, error, control, suggestions }: TagsQuestionProps) {
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ name: question.id, control });
  const tags = Array.isArray(value) ? (value as string[]) : [];
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const inputId = `${ids.base}-input`;
  const listId = `${ids.base}-suggestions`;
  const full = tags.length >= question.maxTags;

  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setAnnouncement(`${tag} is already in your list.`);
    } else if (full) {
      setAnnouncement(`You can add at most ${question.maxTags} entries.`);
      return;
    } else {
      onChange([...tags, tag]);
      setAnnouncement(`Added ${tag}.`);
    }
    setDraft('');
  };

  const remove = (tag: string) => {
    onChange(tags.filter((existing) => existing !== tag));
    setAnnouncement(`Removed ${tag}.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would send the whole survey; here it adds the entry.
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className={styles.question} aria-describedby={describedBy(ids.help, ids.error)}>
      <legend className={styles.legend}>
        <QuestionLabel question={question} />
      </legend>
      <QuestionHelp id={ids.help}>{question.help}</QuestionHelp>
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Your entries">
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              <button type="button" className={styles.tagRemove} onClick={() => remove(tag)}>
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">Remove {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.tagEntry}>
        <label htmlFor={inputId} className="visually-hidden">
          Add an entry
        </label>
        <input
          id={inputId}
          ref={ref}
          className={styles.input}
          value={draft}
          list={listId}
          maxLength={TAG_MAX_LENGTH}
          disabled={full}
          placeholder={full ? `${question.maxTags} entries added` : 'Type and press Enter'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids.help, ids.error)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <button type="button" className={styles.secondaryButton} onClick={add} disabled={full}>
          Add
        </button>
      </div>
      <datalist id={listId}>
        {suggestions
          .filter((suggestion) => !tags.includes(suggestion))
          .map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
      </datalist>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <QuestionError id={ids.error} message={error} />
    </fieldset>
  );
}
