import { EventArticle } from './EventArticle';

export default function FutureOfFreightPage() {
  return (
    <EventArticle
      slug="future-of-freight"
      copy={{
        title: 'Future of Freight, 19 July 2022, online event',
        description:
          'Future of Freight, held online on 19 July 2022, looked at how digital tools are changing freight forwarding, from tracking to paperless documents.',
        keywords:
          'Future of Freight, digital freight forwarding, online logistics event, freight technology webinar, Digital Freight Alliance',
      }}
    />
  );
}
