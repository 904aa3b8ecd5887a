import { EventArticle } from './EventArticle';

export default function GlobalFreightSummitPage() {
  return (
    <EventArticle
      slug="global-freight-summit"
      copy={{
        title: 'Global Freight Summit, 18–19 November 2024, Dubai',
        description:
          'The Global Freight Summit brought forwarders, NVOCCs and logistics partners together in person in Dubai on 18–19 November 2024. Entry was free.',
        keywords:
          'Global Freight Summit, freight forwarding summit Dubai, logistics event Dubai 2024, freight networking event, Digital Freight Alliance',
      }}
    />
  );
}
