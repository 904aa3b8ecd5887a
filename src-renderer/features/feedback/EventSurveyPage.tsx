import { useParams } from 'react-router';
import { eventSurveyId } from '../../../shared/surveys/survey-config';
import { SurveyPage } from './SurveyPage';

/** One survey per event in the database; an unknown event answers 404. */
export default function EventSurveyPage() {
  const { slug = '' } = useParams();
  return (
    <SurveyPage
      survey={eventSurveyId(slug)}
      path={`/feedback/events-survey/${slug}`}
      trail={[{ name: 'Events', path: '/events' }]}
      fallbackTitle="Event survey"
    />
  );
}
