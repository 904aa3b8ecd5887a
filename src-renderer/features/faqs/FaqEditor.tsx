import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
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
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/forms/form-fields';
import { showApiError } from '../../lib/api-errors';
import { callApi } from '../../lib/api';
import styles from './faq-admin.module.css';

const FORM_FIELDS = ['sectionId', 'question', 'answer'] as const;

export interface EditedQuestion {
  /** absent for a new question */
  id?: number;
  sectionId: number;
  question: string;
  answer: string;
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
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(helpItemFieldsSchema),
    defaultValues: { sectionId: initial.sectionId, question: initial.question, answer: initial.answer },
  });

  useEffect(() => {
    setFocus('question');
  }, [setFocus]);

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

  return (
    <form
      className={styles.editor}
      noValidate
      aria-label={initial.id === undefined ? 'New question' : 'Edit question'}
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <FormAlert message={formError} />
      <SelectField
        label="Section"
        error={errors.sectionId?.message}
        {...register('sectionId', { valueAsNumber: true })}
      >
        {sections.map((section) => (
          <option key={section.id} value={section.id}>
            {section.title}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Question"
        maxLength={HELP_QUESTION_MAX}
        error={errors.question?.message}
        {...register('question')}
      />
      <TextAreaField
        label="Answer"
        hint="Plain text. Leave a blank line between paragraphs, start lines with “1.” or “-” for a list, and write links as addresses, such as https://www.example.com or /company/contact-us."
        rows={8}
        maxLength={HELP_ANSWER_MAX}
        error={errors.answer?.message}
        {...register('answer')}
      />

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
