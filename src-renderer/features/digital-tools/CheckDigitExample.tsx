import { groupThousands } from '../../../shared/domain/numbers';
import styles from './digital-tools.module.css';

/** ISO 6346 check digit of CSQU305438: each character's value times 2 to the power of its position. */
const WORKED_EXAMPLE = [
  { char: 'C', value: 13 },
  { char: 'S', value: 30 },
  { char: 'Q', value: 28 },
  { char: 'U', value: 32 },
  { char: '3', value: 3 },
  { char: '0', value: 0 },
  { char: '5', value: 5 },
  { char: '4', value: 4 },
  { char: '3', value: 3 },
  { char: '8', value: 8 },
].map((entry, position) => ({ ...entry, position, weight: 2 ** position }));
const WORKED_SUM = WORKED_EXAMPLE.reduce((sum, entry) => sum + entry.value * entry.weight, 0);

/** The check digit of a real container number worked out step by step, and what the result means. */
export function CheckDigitExample() {
  return (
    <>
      <table className={styles.checkDigit}>
        <caption className={styles.caption}>Check digit of CSQU3054383</caption>
        <thead>
          <tr>
            <th scope="col">Character</th>
            <th scope="col">Value</th>
            <th scope="col">Weight</th>
            <th scope="col">Product</th>
          </tr>
        </thead>
        <tbody>
          {WORKED_EXAMPLE.map((entry) => (
            <tr key={entry.position}>
              <th scope="row">{entry.char}</th>
              <td>{entry.value}</td>
              <td>{entry.weight}</td>
              <td>{entry.value * entry.weight}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Sum
            </th>
            <td>{WORKED_SUM}</td>
          </tr>
        </tfoot>
      </table>
      <p>
        {`The products add up to ${groupThousands(WORKED_SUM)}; ${groupThousands(WORKED_SUM)} divided by 11 leaves ${WORKED_SUM % 11}, which matches the last digit of CSQU3054383. A number whose check digit does not match is almost always a typing error.`}
      </p>
    </>
  );
}
