import FindSailings from '../../components/find-sailings/FindSailings';
import styles from './home-finder.module.css';

/** The home page's live part: visitors try the schedules search. */
export default function HomeFinder() {
  return (
    <section className={styles.finder} aria-labelledby="find-sailings-title">
      <div className={styles.inner}>
        <h2 id="find-sailings-title">Find sailings between two ports</h2>
        <p className={styles.lead}>
          Try the members’ schedules search: choose a port of loading and a port of discharge to see the next
          three sailings. Members see every sailing with its vessel, voyage and route.
        </p>
        <FindSailings headingId="find-sailings-title" />
      </div>
    </section>
  );
}
