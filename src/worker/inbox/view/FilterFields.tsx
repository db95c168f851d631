/** The list's filter fields (ListPage.tsx): a text or date input, and a choice with "All". */
export function Text({
  name,
  label,
  value,
  type = 'text',
}: {
  name: string;
  label: string;
  value: string;
  type?: string;
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`}>{label}</label>
      <input id={`f-${name}`} name={name} type={type} defaultValue={value} maxLength={100} />
    </div>
  );
}

export function Choice({
  name,
  label,
  value,
  options,
  all = 'All',
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
  all?: string;
}) {
  return (
    <div>
      <label htmlFor={`f-${name}`}>{label}</label>
      <select id={`f-${name}`} name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

export const pairs = (values: readonly string[], labels: Record<string, string>) =>
  values.map((v) => [v, labels[v] ?? v] as const);
