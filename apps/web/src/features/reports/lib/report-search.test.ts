import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../api/export-report';
import { formatBytes, formatSupportTime } from './report-format';
import { defaultReportFilters, readReportSearch, reportApiQuery, writeReportSearch } from './report-search';

describe('report address', () => {
  it('writes and reads back every filter and the page', () => {
    const filters = {
      ...defaultReportFilters('2026-11-28'),
      searchParam: 'maria',
      contactId: 12,
      whatsappId: [5],
      users: [7, 9],
      queueIds: [2],
      status: ['closed' as const, 'nps' as const],
      dateFrom: '',
      onlyRated: true,
    };
    const search = writeReportSearch(filters, { page: 3, pageSize: 50 });
    expect(search.toString()).toBe(
      'searchParam=maria&contactId=12&whatsappId=5&users=7%2C9&queueIds=2&status=closed%2Cnps&dateFrom=&dateTo=2026-11-28&onlyRated=true&page=3&pageSize=50',
    );
    expect(readReportSearch(search, '2026-12-01')).toEqual({ filters, paging: { page: 3, pageSize: 50 } });
  });

  it('falls back to this month, page 1 of 10, on an empty or unreadable address', () => {
    const read = readReportSearch(
      new URLSearchParams('users=x,-1,4&status=open,bogus&dateTo=31/11&page=0&pageSize=7'),
      '2026-11-28',
    );
    expect(read).toEqual({
      filters: { ...defaultReportFilters('2026-11-28'), users: [4], status: ['open'], dateTo: '' },
      paging: { page: 1, pageSize: 10 },
    });
    expect(read.filters.dateFrom).toBe('2026-11-01');
  });

  it('asks the API with JSON lists and leaves empty filters out', () => {
    expect(reportApiQuery({ ...defaultReportFilters('2026-11-28'), queueIds: [2, 3], status: ['pending'] })).toEqual({
      searchParam: undefined,
      contactId: undefined,
      whatsappId: undefined,
      users: undefined,
      queueIds: '[2,3]',
      status: '["pending"]',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-28',
      onlyRated: undefined,
    });
  });
});

describe('report formats', () => {
  it('writes support minutes as hh:mm:ss and nothing without a support time', () => {
    expect(formatSupportTime(65.5)).toBe('01:05:30');
    expect(formatSupportTime(0.25)).toBe('00:00:15');
    expect(formatSupportTime(1500)).toBe('25:00:00');
    expect(formatSupportTime(null)).toBe('');
  });

  it('writes sizes in the language, in steps of 1024', () => {
    expect(formatBytes(1536 * 1024, 'pt-BR')).toBe('1,5 MB');
    expect(formatBytes(1536 * 1024, 'en')).toBe('1.5 MB');
    expect(formatBytes(2048, 'tr')).toBe('2 kB');
  });

  it('reads the file name of a content-disposition header', () => {
    expect(fileNameOf('attachment; filename="relatorio_atendimentos.xlsx"')).toBe('relatorio_atendimentos.xlsx');
    expect(fileNameOf('attachment; filename="a.xlsx"; filename*=UTF-8\'\'relat%C3%B3rio.xlsx')).toBe('relatório.xlsx');
    expect(fileNameOf('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
