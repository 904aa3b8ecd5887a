import type { getMemberMap } from '../../../shared/api/directory';
import { Breadcrumbs } from '../../components/content/Breadcrumbs';
import { PageStatus } from '../../components/page-status/PageStatus';
import { MemberMap } from '../../components/member-map/MemberMap';
import type { Crumb } from '../../components/seo/Seo';
import { usePageData } from '../../lib/api';
import styles from './directory.module.css';

function DirectoryMap() {
  const map = usePageData<typeof getMemberMap>('/api/directory/member-map');
  if (map.state !== 'ready') return <PageStatus state={map} what="the member map" />;
  if (map.data.countries.length === 0) return null;
  return (
    <div className={styles.map}>
      <MemberMap data={map.data} title="Active members by country" />
    </div>
  );
}

/** The directory's heading, introduction and member map: content only, rendered on the server. */
export default function DirectoryIntro({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.intro}>
        <header className={styles.header}>
          <h1>Member directory</h1>
          <p className={styles.lead}>
            Find forwarders, NVOCCs and logistics partners among the alliance's members by place and service.
            Each profile shows the company's membership and how long it is valid, so you can check a partner
            before you trade. Signed-in members can view contact people.
          </p>
        </header>
        <DirectoryMap />
      </div>
    </>
  );
}
