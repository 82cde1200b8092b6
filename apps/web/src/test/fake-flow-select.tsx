import type { FlowSelectProps } from '../features/flow-builder/list';

/**
 * The flow builder's select stand-in for the areas that receive it: a native select of the flows
 * 2 (Boas-vindas) and 5 (Pós-venda), with its hint and its error.
 */
export function FakeFlowSelect({ name, label, value, onChange, hint, error }: FlowSelectProps) {
  return (
    <label>
      {label}
      <select
        name={name}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">—</option>
        <option value="2">Boas-vindas</option>
        <option value="5">Pós-venda</option>
      </select>
      {hint ? <small>{hint}</small> : null}
      {error ? <span>{`flow error: ${error}`}</span> : null}
    </label>
  );
}
