import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type FieldValues } from 'react-hook-form';
import { ALREADY_ANSWERED_MESSAGE } from '../../../shared/api/surveys';
import { surveyAnswersSchema } from '../../../shared/surveys/answers';
import type { SurveyConfig, SurveyQuestion } from '../../../shared/surveys/survey-config';
import { ApiCallError } from '../../lib/api-call-error';
import { collectAttribution } from '../../lib/tracking/attribution';
import { useHydrated } from '../../lib/use-hydrated';
import { ChoiceQuestion, questionIds, RatingQuestion, TextQuestion } from './questions';
import { markAnswered, readRespondent, respondentKeyFor } from './respondent-store';
import { saveSurvey } from './save-survey';
import { TagsQuestion } from './TagsQuestion';
import { useTagSuggestions } from './use-tag-suggestions';
import styles from './survey.module.css';

type Stage = 'answering' | 'thanks' | 'already-answered';

const SERVER_FIELD_PREFIX = 'answers.';

function emptyAnswer(question: SurveyQuestion): unknown {
  return question.type === 'multiple' || question.type === 'tags' ? [] : question.type === 'text' ? '' : null;
}

export interface SurveyFormProps {
  config: SurveyConfig;
  /** the heading level of the thank-you message, to fit the page's outline */
  thanksHeading?: 'h2' | 'h3';
}

/**
 * Any survey configuration as an accessible form: each question validated as the server will,
 * field messages beside the questions, and one answer per browser (a repeat visit shows that
 * the survey was already answered).
 */
export function SurveyForm({ config, thanksHeading: ThanksHeading = 'h2' }: SurveyFormProps) {
  const hydrated = useHydrated();
  const formId = useId();
  const [progress, setStage] = useState<Stage>('answering');
  // Read after hydration only: the server cannot know what this browser answered.
  const stage: Stage =
    progress === 'answering' && hydrated && readRespondent(config.id)?.answered
      ? 'already-answered'
      : progress;
  const [formError, setFormError] = useState<string>();
  const idempotencyKey = useRef<string>(undefined);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const suggestions = useTagSuggestions(config, hydrated);

  const schema = useMemo(() => surveyAnswersSchema(config), [config]);
  const defaultValues = useMemo(
    () => Object.fromEntries(config.questions.map((question) => [question.id, emptyAnswer(question)])),
    [config],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({ resolver: zodResolver(schema), defaultValues });

  useEffect(() => {
    if (stage !== 'answering') statusHeading.current?.focus();
  }, [stage]);

  const send = async (answers: FieldValues) => {
    setFormError(undefined);
    try {
      idempotencyKey.current ??= crypto.randomUUID();
      await saveSurvey(config.id, {
        answers,
        respondentKey: respondentKeyFor(config.id),
        idempotencyKey: idempotencyKey.current,
        attribution: await collectAttribution(),
      });
      markAnswered(config.id);
      setStage('thanks');
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'CONFLICT') {
        markAnswered(config.id);
        setStage('already-answered');
        return;
      }
      const placed = placeServerErrors(error);
      setFormError(placed ? 'Some answers need your attention: see the messages below.' : messageOf(error));
    }
  };

  /** Puts the server's per-question messages beside their questions; true when any was placed. */
  const placeServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiCallError)) return false;
    let placed = false;
    for (const [field, message] of Object.entries(error.fields ?? {})) {
      const id = field.startsWith(SERVER_FIELD_PREFIX) ? field.slice(SERVER_FIELD_PREFIX.length) : undefined;
      if (id && config.questions.some((question) => question.id === id)) {
        setError(id, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    return placed;
  };

  const onInvalid = (invalid: FieldErrors) => {
    const count = Object.keys(invalid).length;
    setFormError(
      count === 1
        ? 'One answer needs your attention: see the message below.'
        : `${count} answers need your attention: see the messages below.`,
    );
  };

  if (stage !== 'answering') {
    return (
      <div className={styles.card} role="status">
        <ThanksHeading ref={statusHeading} tabIndex={-1} className={styles.statusHeading}>
          {stage === 'thanks' ? 'Thank you, your answers are saved' : ALREADY_ANSWERED_MESSAGE}
        </ThanksHeading>
        <p>
          {stage === 'thanks'
            ? config.thanks
            : 'This browser has already sent answers to this survey, and each person answers once.'}
        </p>
      </div>
    );
  }

  return (
    <form
      className={styles.card}
      method="post"
      noValidate
      aria-label={config.title}
      onSubmit={(event) => void handleSubmit(send, onInvalid)(event)}
    >
      <div role="alert" className={styles.alertSlot}>
        {formError ? <p className={styles.alert}>{formError}</p> : null}
      </div>
      {config.questions.map((question) => {
        const error = errors[question.id]?.message;
        const message = typeof error === 'string' ? error : undefined;
        const ids = questionIds(`${formId}-${question.id}`, question, message);
        const common = { ids, error: message };
        switch (question.type) {
          case 'single':
          case 'multiple':
            return (
              <ChoiceQuestion
                key={question.id}
                question={question}
                field={register(question.id)}
                {...common}
              />
            );
          case 'rating':
            return (
              <RatingQuestion
                key={question.id}
                question={question}
                field={register(question.id)}
                {...common}
              />
            );
          case 'text':
            return (
              <TextQuestion key={question.id} question={question} field={register(question.id)} {...common} />
            );
          case 'tags':
            return (
              <TagsQuestion
                key={question.id}
                question={question}
                control={control}
                suggestions={suggestions[question.suggestions] ?? []}
                {...common}
              />
            );
        }
      })}
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send answers'}
        </button>
      </div>
    </form>
  );
}

function messageOf(error: unknown): string {
  return error instanceof ApiCallError ? error.message : 'Something went wrong. Please try again.';
}
