import { capitalize } from '@byway/contracts/rules';

/** A select's options: first the empty value (`blank`), then each value with its capitalised name. */
export function ValueOptions({ blank, values }: { blank: string; values: readonly string[] }) {
  return (
    <>
      <option value="">{blank}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {capitalize(value)}
        </option>
      ))}
    </>
  );
}
