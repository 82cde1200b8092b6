import { fireEvent, screen, within } from '@testing-library/react';

/** jsdom has no layout: give a list a size and a scroll position near its end, then scroll it. */
export function scrollNearEnd(element: HTMLElement) {
  Object.defineProperties(element, {
    scrollTop: { configurable: true, value: 501 },
    scrollHeight: { configurable: true, value: 1000 },
    clientHeight: { configurable: true, value: 400 },
  });
  fireEvent.scroll(element);
}

/** Picks `option` in the MUI select labelled `label`. */
export async function chooseOption(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The input (text, password or textarea) labelled `label` in `scope`. */
export const inputIn = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label) as HTMLInputElement;

/** Types `value` into the input labelled `label` in `scope`, as one change. */
export const typeInto = (scope: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(inputIn(scope, label), { target: { value } });
