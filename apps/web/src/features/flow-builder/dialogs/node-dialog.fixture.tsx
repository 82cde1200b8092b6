import type { FlowNodeType } from '@chatdesk/contracts';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithApp } from '../../../test/harness';
import { FlowNodeDialog } from './flow-node-dialog';
import type { FlowNodeDataOf } from './flow-node-dialog.types';

interface RenderOptions<T extends FlowNodeType> {
  mode?: 'create' | 'edit';
  data?: FlowNodeDataOf<T>;
  variables?: readonly string[];
  takenVariables?: readonly string[];
}

/** Opens the dialog of `type` as the editor would; answers the dialog element and the editor's callbacks. */
export async function openNodeDialog<T extends FlowNodeType>(type: T, options: RenderOptions<T> = {}) {
  const onSubmit = vi.fn<(data: FlowNodeDataOf<T>) => void>();
  const onClose = vi.fn();
  const view = renderWithApp(
    <FlowNodeDialog
      open
      type={type}
      mode={options.mode ?? 'create'}
      flowId={7}
      data={options.data}
      variables={options.variables ?? ['nome', 'numero', 'email']}
      takenVariables={options.takenVariables}
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  return { dialog, onSubmit, onClose, view };
}

/** The one value `onSubmit` was called with. */
export function submitted<T>(onSubmit: { mock: { calls: T[][] } }): T {
  if (onSubmit.mock.calls.length !== 1) throw new Error(`onSubmit called ${onSubmit.mock.calls.length} times`);
  return onSubmit.mock.calls[0]?.[0] as T;
}
