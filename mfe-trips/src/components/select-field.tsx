/** One choice of a SelectField: the value it sends and the words it shows. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A labelled drop-down: the label wraps the select, so the form or toolbar around it styles both
 * (`label`, `select` selectors) and the label names the select for assistive technology.
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The options for `values`, each shown by its label in `labels`. */
export const labelledOptions = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): SelectOption<T>[] => values.map((value) => ({ value, label: labels[value] }));
