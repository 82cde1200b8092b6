import type { FlowSelectProps } from '../lib/connection-slots';

/** The flow builder's select stand-in: a native select of the flows 2 (Boas-vindas) and 5 (Pós-venda). */
export function FakeFlowSelect({ name, label, value, onChange, hint }: FlowSelectProps) {
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
      <small>{hint}</small>
    </label>
  );
}
