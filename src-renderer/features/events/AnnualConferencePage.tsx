import { RouteLink } from '../../components/content/RouteLink';
import { EventArticle } from './EventArticle';

export default function AnnualConferencePage() {
  return (
    <EventArticle
      slug="1st-dfa-annual-conference"
      copy={{
        title: '1st DFA Annual Conference, 10–11 March 2022, Dubai',
        description:
          'The first DFA annual conference met in Dubai on 10–11 March 2022: two days of talks, networking and one-to-one meetings for freight forwarders.',
        keywords:
          'DFA annual conference, freight forwarder conference Dubai, logistics conference 2022, forwarder networking, Digital Freight Alliance',
        more: (
          <p>
            Which companies attended? See the{' '}
            <RouteLink to="events-attendees">conference attendees list</RouteLink>.
          </p>
        ),
      }}
    />
  );
}
