import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  HELP_ANSWER_MAX,
  HELP_QUESTION_MAX,
  helpItemFieldsSchema,
  saveHelpItem,
  type FormattedHelp,
  type HelpSection,
} from '../../../shared/api/help';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/http';
import styles from './faqs.module.css';

const FORM_FIELDS = ['sectionId', 'question', 'answer'] as const;

export interface EditedQuestion {
  /** absent for a new question */
  id?: number;
  sectionId: number;
  question: string;
  answer: string;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** The inline editor an admin writes a question in; saving answers the help as it now stands. */
export function FaqEditor({
  sections,
  initial,
  onSaved,
  onCancel,
}: {
  sections: readonly HelpSection[];
  initial: EditedQuestion;
  onSaved: (help: FormattedHelp, savedId: number) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const [formError, setFormError] = useState<string>();
  const questionRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(helpItemFieldsSchema),
    defaultValues: { sectionId: initial.sectionId, question: initial.question, answer: initial.answer },
  });

  useEffect(() => {
    questionRef.current?.focus();
  }, []);

  const save = async (values: z.output<typeof helpItemFieldsSchema>) => {
    setFormError(undefined);
    try {
      const { item, ...help } = await callApi(saveHelpItem, {
        body: { ...values, ...(initial.id === undefined ? {} : { id: initial.id }) },
      });
      onSaved(help, item.id);
    } catch (error) {
      setFormError(showApiError(error, setError, FORM_FIELDS));
    }
  };

  const field = (name: (typeof FORM_FIELDS)[number], hint = false) => {
    const message = errors[name]?.message;
    const describedBy = [hint ? `${ids}-${name}-hint` : '', message ? `${ids}-${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    return {
      id: `${ids}-${name}`,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const questionField = register('question');

  return (
    <form
      className={styles.editor}
      noValidate
      aria-label={initial.id === undefined ? 'New question' : 'Edit question'}
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <div role="alert" className={styles.alertSlot}>
        {formError ? <p className={styles.alert}>{formError}</p> : null}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-sectionId`} className={styles.label}>
          Section
        </label>
        <select
          className={styles.input}
          {...field('sectionId')}
          {...register('sectionId', { valueAsNumber: true })}
        >
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.title}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-sectionId-error`} message={errors.sectionId?.message} />
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-question`} className={styles.label}>
          Question
        </label>
        <input
          className={styles.input}
          maxLength={HELP_QUESTION_MAX}
          {...field('question')}
          {...questionField}
          ref={(element) => {
            questionField.ref(element);
            questionRef.current = element;
          }}
        />
        <FieldError id={`${ids}-question-error`} message={errors.question?.message} />
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids}-answer`} className={styles.label}>
          Answer
        </label>
        <p id={`${ids}-answer-hint`} className={styles.hint}>
          Plain text. Leave a blank line between paragraphs, start lines with “1.” or “-” for a list, and
          write links as addresses, such as https://www.example.com or /company/contact-us.
        </p>
        <textarea
          className={styles.textarea}
          rows={8}
          maxLength={HELP_ANSWER_MAX}
          {...field('answer', true)}
          {...register('answer')}
        />
        <FieldError id={`${ids}-answer-error`} message={errors.answer?.message} />
      </div>

      <div className={styles.editorActions}>
        <button type="button" className={styles.secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save question'}
        </button>
      </div>
    </form>
  );
}
