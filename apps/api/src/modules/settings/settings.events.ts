import type { CompanySettingColumn, GlobalSettingKey } from '@chatdesk/contracts';

/**
 * Domain events of the settings module, published after the write commits, so the web can
 * refresh: branding and global switches ('settings.updated', for every company's clients; the
 * value travels only for public keys, never a credential) and a company's options
 * ('company-settings.updated', for that company's clients as `company-{id}-settings`).
 */
declare module '../../platform/events/domain-events' {
  interface DomainEventMap {
    'settings.updated': { key: GlobalSettingKey; value: string | null };
    'company-settings.updated': { companyId: number; columns: CompanySettingColumn[] };
  }
}
