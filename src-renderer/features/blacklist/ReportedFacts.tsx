import type { BlacklistEntry } from '../../../shared/api/blacklist';
import { placeLabel } from './places';

/** What a report says about the company, as terms of the description list around it. */
export function ReportedFacts({
  aliases,
  countries,
  reasons,
}: Pick<BlacklistEntry, 'aliases' | 'countries' | 'reasons'>) {
  return (
    <>
      {aliases.length > 0 ? (
        <>
          <dt>Also known as</dt>
          <dd>{aliases.join(', ')}</dd>
        </>
      ) : null}
      <dt>Countries</dt>
      <dd>{countries.map(placeLabel).join('; ')}</dd>
      <dt>Reasons</dt>
      <dd>
        <ul>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </dd>
    </>
  );
}
