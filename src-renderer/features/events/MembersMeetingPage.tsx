import { EventArticle } from './EventArticle';

export default function MembersMeetingPage() {
  return (
    <EventArticle
      slug="members-meeting"
      copy={{
        title: 'DFA Members Meeting, 19 December 2024, online',
        description:
          'The DFA members meeting of 19 December 2024 was held online: member forwarders and NVOCCs reviewed the year and set priorities for the next.',
        keywords:
          'DFA members meeting, freight forwarder association meeting, online members meeting, NVOCC network meeting, Digital Freight Alliance',
      }}
    />
  );
}
