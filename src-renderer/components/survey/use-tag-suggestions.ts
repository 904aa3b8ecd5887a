import { useEffect, useState } from 'react';
import { getSurveyTags } from '../../../shared/api/surveys';
import type { SurveyConfig, TagSetId } from '../../../shared/surveys/survey-config';
import { callApi } from '../../lib/api';

/** The suggestion lists this survey's tags questions use, fetched once the page is interactive. */
export function useTagSuggestions(config: SurveyConfig, enabled: boolean) {
  const [sets, setSets] = useState<Partial<Record<TagSetId, string[]>>>({});
  const wantsTags = config.questions.some((question) => question.type === 'tags');
  useEffect(() => {
    if (!enabled || !wantsTags) return;
    let current = true;
    callApi(getSurveyTags, { query: { survey: config.id } })
      .then(({ sets: loaded }) => {
        if (current) setSets(Object.fromEntries(loaded.map((set) => [set.id, set.tags])));
      })
      // Suggestions only help: without them, people type their own entries.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [config.id, enabled, wantsTags]);
  return sets;
}
