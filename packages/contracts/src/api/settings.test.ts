import { describe, expect, it } from 'vitest';
import {
  companySettingDataSchemas,
  companySettingOneQuery,
  globalSettingKeys,
  globalSettingValueSchemas,
  isPublicSettingKey,
  isSecretSettingKey,
  missingCompanySettingMessages,
  publicSettingKeys,
  secretSettingKeys,
} from './settings';

describe('global settings', () => {
  it('never lists a secret key as public', () => {
    for (const key of secretSettingKeys) expect(isPublicSettingKey(key)).toBe(false);
    for (const key of publicSettingKeys) expect(isSecretSettingKey(key)).toBe(false);
    expect(globalSettingKeys).toContain('allowSignup');
  });

  it('accepts only the spec download limits', () => {
    expect(globalSettingValueSchemas.downloadLimit.safeParse('64').success).toBe(true);
    expect(globalSettingValueSchemas.downloadLimit.safeParse('2048').success).toBe(true);
    expect(globalSettingValueSchemas.downloadLimit.safeParse('100').success).toBe(false);
  });

  it('validates toggles, colours and logos', () => {
    expect(globalSettingValueSchemas.userCreation.safeParse('maybe').success).toBe(false);
    expect(globalSettingValueSchemas.primaryColorDark.safeParse('#39ACE7').success).toBe(true);
    expect(globalSettingValueSchemas.primaryColorDark.safeParse('blue').success).toBe(false);
    expect(globalSettingValueSchemas.appLogoLight.safeParse('').success).toBe(true);
    expect(globalSettingValueSchemas.appLogoLight.safeParse('https://evil.example/x.png').success).toBe(false);
    expect(
      globalSettingValueSchemas.appLogoLight.safeParse('/public/1/0123456789abcdef0123456789abcdef.png').success,
    ).toBe(true);
  });
});

describe('company settings', () => {
  it('validates each column with its own values', () => {
    expect(companySettingDataSchemas.userRating.safeParse('enabled').success).toBe(true);
    expect(companySettingDataSchemas.userRating.safeParse('on').success).toBe(false);
    expect(companySettingDataSchemas.scheduleType.safeParse('company').success).toBe(true);
    expect(companySettingDataSchemas.scheduleType.safeParse('weekly').success).toBe(false);
    expect(companySettingDataSchemas.chatBotType.safeParse('button').success).toBe(true);
    expect(companySettingDataSchemas.showNotificationPending.parse('true')).toBe(true);
    expect(companySettingDataSchemas.closeTicketOnTransfer.parse(false)).toBe(false);
    expect(companySettingDataSchemas.lgpdLink.safeParse('javascript:alert(1)').success).toBe(false);
  });

  it('requires the message of an option in its triggering state', () => {
    const base = {
      sendMsgTransfTicket: 'disabled',
      transferMessage: '',
      sendGreetingAccepted: 'disabled',
      greetingAcceptedMessage: '',
      sendQueuePosition: 'disabled',
      sendQueuePositionMessage: '',
      acceptCallWhatsapp: 'enabled',
      AcceptCallWhatsappMessage: '',
    } as const;
    expect(missingCompanySettingMessages(base)).toEqual([]);
    expect(missingCompanySettingMessages({ ...base, sendMsgTransfTicket: 'enabled' })).toEqual(['transferMessage']);
    expect(
      missingCompanySettingMessages({ ...base, sendGreetingAccepted: 'enabled', greetingAcceptedMessage: ' ' }),
    ).toEqual(['greetingAcceptedMessage']);
    expect(missingCompanySettingMessages({ ...base, sendQueuePosition: 'enabled' })).toEqual([
      'sendQueuePositionMessage',
    ]);
    expect(missingCompanySettingMessages({ ...base, acceptCallWhatsapp: 'disabled' })).toEqual([
      'AcceptCallWhatsappMessage',
    ]);
  });

  it('reads the column from `column` or `key`', () => {
    expect(companySettingOneQuery.parse({ column: 'scheduleType' })).toEqual({ column: 'scheduleType' });
    expect(companySettingOneQuery.parse({ key: 'userRating' })).toEqual({ column: 'userRating' });
    expect(companySettingOneQuery.safeParse({}).success).toBe(false);
    expect(companySettingOneQuery.safeParse({ column: 'password' }).success).toBe(false);
  });
});
