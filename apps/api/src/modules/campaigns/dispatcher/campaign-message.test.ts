import { describe, expect, it } from 'vitest';
import type { campaigns } from '../../../db/schema';
import { campaignMedia, campaignText, fillCampaignVariables } from './campaign-message';

const campaign = (patch: Partial<typeof campaigns.$inferSelect>) =>
  ({
    companyId: 7,
    confirmation: false,
    message1: 'M1',
    message2: '',
    message3: 'M3',
    message4: '',
    message5: '',
    confirmationMessage1: '',
    confirmationMessage2: 'C2',
    confirmationMessage3: 'C3',
    confirmationMessage4: '',
    confirmationMessage5: '',
    mediaPath: null,
    ...patch,
  }) as typeof campaigns.$inferSelect;

describe('a campaign message', () => {
  it('fills {nome}, {numero}, {email} and custom variables; an unknown name stays as written', () => {
    const variables = { nome: 'Ana', numero: '5511900000001', email: 'ana@example.com', loja: 'Centro' };
    expect(fillCampaignVariables('{nome} ({numero}, {email}) na loja {loja}: {cupom} {{name}}', variables)).toBe(
      'Ana (5511900000001, ana@example.com) na loja Centro: {cupom} {{name}}',
    );
  });

  it("is the recipient's variant, or a filled confirmation variant while a confirmation is awaited", () => {
    expect(campaignText(campaign({}), { id: 1, variant: 3, confirmedAt: null })).toEqual({
      text: 'M3',
      asksConfirmation: false,
    });
    const asking = campaign({ confirmation: true });
    expect(campaignText(asking, { id: 4, variant: 1, confirmedAt: null })).toEqual({
      text: 'C2',
      asksConfirmation: true,
    });
    expect(campaignText(asking, { id: 5, variant: 1, confirmedAt: null }).text).toBe('C3');
    expect(campaignText(asking, { id: 5, variant: 1, confirmedAt: new Date() })).toEqual({
      text: 'M1',
      asksConfirmation: false,
    });
  });

  it("sends the company's stored attachment, typed by its extension, and nothing stored elsewhere", () => {
    expect(campaignMedia(campaign({ mediaPath: '/public/7/abc.jpg' }))).toEqual({
      mediaType: 'image',
      mediaUrl: 'abc.jpg',
    });
    expect(campaignMedia(campaign({ mediaPath: '/public/7/abc.pdf' }))).toEqual({
      mediaType: 'document',
      mediaUrl: 'abc.pdf',
    });
    expect(campaignMedia(campaign({ mediaPath: '/public/8/abc.pdf' }))).toEqual({
      mediaType: 'conversation',
      mediaUrl: null,
    });
  });
});
