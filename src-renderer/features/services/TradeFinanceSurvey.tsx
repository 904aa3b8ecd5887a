import { getSurveyConfig } from '../../../shared/api/surveys';
import { SurveyForm } from '../../components/survey/SurveyForm';
import { usePageData } from '../../lib/api';
import { PageStatus } from '../../components/page-status/PageStatus';

/** The Cargoes Finance survey as a section of the trade finance page, rendered into its HTML. */
export function TradeFinanceSurvey() {
  const survey = usePageData<typeof getSurveyConfig>(getSurveyConfig.path, {
    query: { survey: 'cargoes-finance' },
  });
  return (
    <section aria-labelledby="trade-finance-survey">
      <h2 id="trade-finance-survey">Tell us what finance you need</h2>
      {survey.state === 'ready' ? (
        <>
          <p>{survey.data.intro}</p>
          <SurveyForm config={survey.data} thanksHeading="h3" />
        </>
      ) : (
        <PageStatus state={survey} what="the survey" />
      )}
    </section>
  );
}
