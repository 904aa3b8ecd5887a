import { COMPANY_SIZE_LABELS, COMPANY_SIZES } from '../../../shared/api/enquiries';

/** The options of a company-size select, after a "Choose" prompt. */
export function CompanySizeOptions() {
  return (
    <>
      <option value="">Choose a size</option>
      {COMPANY_SIZES.map((size) => (
        <option key={size} value={size}>
          {COMPANY_SIZE_LABELS[size]}
        </option>
      ))}
    </>
  );
}
