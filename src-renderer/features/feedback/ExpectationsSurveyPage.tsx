import { SurveyPage } from './SurveyPage';

export default function ExpectationsSurveyPage() {
  return (
    <SurveyPage
      survey="expectations"
      path="/feedback/expectations-survey"
      fallbackTitle="Expectations survey"
    />
  );
}
