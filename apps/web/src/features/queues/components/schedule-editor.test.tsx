import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import type { ScheduleEntry } from '../../../lib/schedules';
import { ScheduleEditor } from './schedule-editor';
import { ScheduleForm } from './schedule-form';

const weekdays = ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'];

describe('schedule editor', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('pt-BR');
  });

  it('shows the seven weekdays, Monday first, with the default shifts 08:00-12:00 and 13:00-18:00', () => {
    render(<ScheduleEditor value={[]} onChange={() => {}} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(weekdays);
    const monday = rows[0] as HTMLElement;
    expect(
      within(monday)
        .getAllByDisplayValue(/\d\d:\d\d/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['08:00', '12:00', '13:00', '18:00']);
  });

  it('keeps stored days and reports the whole week when one time changes', () => {
    const onChange = vi.fn<(entries: ScheduleEntry[]) => void>();
    const sunday: ScheduleEntry = {
      weekday: 'Domingo',
      weekdayEn: 'sunday',
      startTimeA: '',
      endTimeA: '',
      startTimeB: '',
      endTimeB: '',
    };
    render(<ScheduleEditor value={[sunday]} onChange={onChange} />);
    expect((screen.getByLabelText('Domingo - Hora Inicial - Turno A') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Segunda-feira - Hora Inicial - Turno A'), { target: { value: '09:00' } });
    const week = onChange.mock.calls[0]?.[0] ?? [];
    expect(week).toHaveLength(7);
    expect(week[0]).toMatchObject({ weekdayEn: 'monday', startTimeA: '09:00', endTimeA: '12:00' });
    expect(week[6]).toEqual(sunday);
  });

  it('as a form, submits the edited week', () => {
    const onSubmit = vi.fn<(entries: ScheduleEntry[]) => void>();
    render(<ScheduleForm initialValue={[]} saving={false} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Sexta-feira - Hora Final - Turno B'), { target: { value: '17:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const week = onSubmit.mock.calls[0]?.[0] ?? [];
    expect(week.map((entry) => entry.weekdayEn)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(week[4]?.endTimeB).toBe('17:00');
  });

  it('flags a shift that ends before it starts and does not submit that week', () => {
    const onSubmit = vi.fn<(entries: ScheduleEntry[]) => void>();
    render(<ScheduleForm initialValue={[]} saving={false} onSubmit={onSubmit} />);
    const end = screen.getByLabelText('Terça-feira - Hora Final - Turno A');
    fireEvent.change(end, { target: { value: '07:00' } });
    expect(end.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits hours on the 24-hour clock in the app language, never the browser locale (no 12:00 AM)', () => {
    const onSubmit = vi.fn<(entries: ScheduleEntry[]) => void>();
    render(<ScheduleForm initialValue={[]} saving={false} onSubmit={onSubmit} />);
    const start = screen.getByLabelText('Quarta-feira - Hora Inicial - Turno B') as HTMLInputElement;
    // A native time input shows the browser's locale (01:00 PM): this one is plain text.
    expect(start.type).toBe('text');
    expect(start.value).toBe('13:00');
    fireEvent.change(start, { target: { value: '0030' } });
    expect(start.value).toBe('00:30');
    fireEvent.change(start, { target: { value: '18:3' } });
    expect(start.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(start, { target: { value: '1430' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSubmit.mock.calls[0]?.[0][2]).toMatchObject({ weekdayEn: 'wednesday', startTimeB: '14:30' });
  });
});
