import { SurveyPage } from './SurveyPage';

export default function ExperienceSurveyPage() {
  return (
    <SurveyPage
      survey="experience"
      path="/feedback/experience-survey"
      fallbackTitle="Member experience survey"
    />
  );
}
