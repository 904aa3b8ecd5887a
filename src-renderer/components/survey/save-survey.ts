import {
  saveCargoesFinanceSurvey,
  saveEventSurvey,
  saveExpectationsSurvey,
  saveExperienceSurvey,
  type SurveySubmission,
} from '../../../shared/api/surveys';
import { EVENT_SURVEY_PREFIX } from '../../../shared/surveys/survey-config';
import { callApi } from '../../lib/api';

/** Sends one survey's answers to the endpoint that survey is saved through. */
export async function saveSurvey(survey: string, submission: SurveySubmission): Promise<void> {
  if (survey.startsWith(EVENT_SURVEY_PREFIX)) {
    await callApi(saveEventSurvey, {
      body: { survey: survey.slice(EVENT_SURVEY_PREFIX.length), ...submission },
    });
    return;
  }
  switch (survey) {
    case 'experience':
      await callApi(saveExperienceSurvey, { body: submission });
      return;
    case 'expectations':
      await callApi(saveExpectationsSurvey, { body: submission });
      return;
    case 'cargoes-finance':
      await callApi(saveCargoesFinanceSurvey, { body: submission });
      return;
    default:
      throw new Error(`No endpoint saves the survey “${survey}”.`);
  }
}
