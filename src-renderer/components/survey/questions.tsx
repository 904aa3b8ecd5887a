import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RATING_MAX, RATING_MIN, type SurveyQuestion } from '../../../shared/surveys/survey-config';
import styles from './survey.module.css';

type Of<T extends SurveyQuestion['type']> = Extract<SurveyQuestion, { type: T }>;

export interface QuestionIds {
  /** the id prefix of this question's elements */
  base: string;
  help: string | undefined;
  error: string | undefined;
}

export function questionIds(base: string, question: SurveyQuestion, error: string | undefined): QuestionIds {
  return {
    base,
    help: question.help ? `${base}-help` : undefined,
    error: error ? `${base}-error` : undefined,
  };
}

export function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function QuestionLabel({ question }: { question: SurveyQuestion }) {
  return (
    <>
      {question.label}
      {question.required ? null : (
        <>
          {' '}
          <span className={styles.optional}>(optional)</span>
        </>
      )}
    </>
  );
}

export function QuestionHelp({ id, children }: { id: string | undefined; children: ReactNode }) {
  return id ? (
    <p id={id} className={styles.help}>
      {children}
    </p>
  ) : null;
}

export function QuestionError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}

/** A group of related inputs (radios, checkboxes) named by its legend. */
function QuestionGroup({
  question,
  ids,
  error,
  children,
}: {
  question: SurveyQuestion;
  ids: QuestionIds;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={styles.question} aria-describedby={describedBy(ids.help, ids.error)}>
      <legend className={styles.legend}>
        <QuestionLabel question={question} />
      </legend>
      <QuestionHelp id={ids.help}>{question.help}</QuestionHelp>
      {children}
      <QuestionError id={ids.error} message={error} />
    </fieldset>
  );
}

interface InputQuestionProps<T extends SurveyQuestion['type']> {
  question: Of<T>;
  ids: QuestionIds;
  error: string | undefined;
  field: UseFormRegisterReturn;
}

/** Single choice as radio buttons, multiple choice as checkboxes. */
export function ChoiceQuestion({ question, ids, error, field }: InputQuestionProps<'single' | 'multiple'>) {
  const type = question.type === 'single' ? 'radio' : 'checkbox';
  return (
    <QuestionGroup question={question} ids={ids} error={error}>
      <div className={styles.choices}>
        {question.options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type={type}
              value={option.value}
              className={styles.control}
              aria-invalid={error ? true : undefined}
              {...field}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </QuestionGroup>
  );
}

/** A 1–5 rating as five radio buttons; the ends say what 1 and 5 mean. */
export function RatingQuestion({ question, ids, error, field }: InputQuestionProps<'rating'>) {
  const scale = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);
  const meaning = (value: number) =>
    value === RATING_MIN ? question.lowLabel : value === RATING_MAX ? question.highLabel : undefined;
  return (
    <QuestionGroup question={question} ids={ids} error={error}>
      <div className={styles.rating}>
        {scale.map((value) => (
          <label key={value} className={styles.ratingPoint}>
            <input
              type="radio"
              value={String(value)}
              className={styles.control}
              aria-invalid={error ? true : undefined}
              {...field}
            />
            <span className={styles.ratingValue}>{value}</span>
            {meaning(value) ? (
              <>
                {/* read as "1 Very poor"; a flex column shows the space as nothing */}{' '}
                <span className={styles.ratingMeaning}>{meaning(value)}</span>
              </>
            ) : null}
          </label>
        ))}
      </div>
    </QuestionGroup>
  );
}

export function TextQuestion({ question, ids, error, field }: InputQuestionProps<'text'>) {
  const inputId = `${ids.base}-input`;
  const common = {
    id: inputId,
    maxLength: question.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids.help, ids.error),
    ...field,
  };
  return (
    <div className={styles.question}>
      <label htmlFor={inputId} className={styles.legend}>
        <QuestionLabel question={question} />
      </label>
      <QuestionHelp id={ids.help}>{question.help}</QuestionHelp>
      {question.multiline ? (
        <textarea className={styles.textarea} rows={5} {...common} />
      ) : (
        <input className={styles.input} {...common} />
      )}
      <QuestionError id={ids.error} message={error} />
    </div>
  );
}
