import type { QueueIntegrationType } from '@chatdesk/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMoreOnScroll } from '../../lib/infinite-scroll';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  integrationChoicesKeys,
  integrationChoicesOf,
  integrationChoicesQuery,
  useIntegrationChoice,
} from './integration-choices';
import { RecordAutocomplete } from './record-autocomplete';
import { storedNameOf } from './stored-record';

/** Fewer matching choices than this on the loaded pages: the next page loads by itself (a filtered list may not scroll). */
const minimumShown = 8;

export interface IntegrationSelectProps {
  label: string;
  name?: string;
  value: number | null;
  onChange: (integrationId: number | null) => void;
  /** Only integrations of these types (the typebot node: typebot); all types when left out. */
  types?: readonly QueueIntegrationType[];
  error?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/**
 * One of the company's queue integrations (spec 3 §7 GET /queueIntegration/, searched by name,
 * paged as the list scrolls), each shown with its type; a deleted one reads 'Integração
 * indisponível (#id)'. 'Criar integração' opens /queue-integration in a new tab; 'Atualizar' reloads.
 */
export function IntegrationSelect({ types, ...props }: IntegrationSelectProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const pages = useInfiniteQuery({ ...integrationChoicesQuery(useDebouncedValue(typed.trim())), enabled: open });
  const choices = integrationChoicesOf(pages.data?.pages, types);
  const listed = choices.some((choice) => choice.id === props.value);
  const stored = useIntegrationChoice(props.value !== null && !listed ? props.value : null);
  const { hasNextPage, isFetching, fetchNextPage } = pages;
  useEffect(() => {
    if (open && hasNextPage && !isFetching && choices.length < minimumShown) void fetchNextPage();
  }, [open, hasNextPage, isFetching, choices.length, fetchNextPage]);

  return (
    <RecordAutocomplete
      {...props}
      options={choices.map((choice) => ({ ...choice, detail: t(`automationAdmin.choices.types.${choice.type}`) }))}
      loading={pages.isFetching}
      open={open}
      onOpenChange={setOpen}
      storedName={storedNameOf(stored, props.value)}
      unavailableLabel={t('automationAdmin.choices.integrationUnavailable', { id: props.value })}
      noOptionsText={t('automationAdmin.choices.noIntegrations')}
      onSearch={setTyped}
      onListScroll={loadMoreOnScroll(pages)}
      create={{ href: '/queue-integration', label: t('automationAdmin.choices.createIntegration') }}
      onRefresh={() => void queryClient.invalidateQueries({ queryKey: integrationChoicesKeys.all })}
    />
  );
}
